import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { account, outbox, user } from '../src/db/schema/index.ts';
import { buildApp, type App } from '../src/app.ts';
import { seedDemoUsers } from '../src/features/auth/demo-accounts.ts';
import { SIGN_IN_LIMIT, SIGN_UP_LIMIT } from '../src/features/auth/rate-limit.ts';
import { accessTokenFor, cookieFrom, freshClientAddress, originOf, signIn, signUp } from './auth-helper.ts';
import { buildTestApp, resetDatabase, testDatabase } from './helper.ts';

let app: App;

beforeAll(async () => {
  ({ app } = await buildTestApp());
});
afterAll(() => app.close());

const post = (
  url: string,
  payload: object,
  remoteAddress = freshClientAddress(),
  headers: Record<string, string> = {},
) => app.inject({ method: 'POST', url, payload, remoteAddress, headers });

/** The keys of a JSON answer, those of its objects within included, whatever their values. */
const shapeOf = (value: unknown): unknown =>
  value !== null && typeof value === 'object'
    ? Object.fromEntries(
        Object.entries(value)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([key, inner]) => [key, shapeOf(inner)]),
      )
    : 'value';

const usersNamed = async (email: string) =>
  app.deps.database.db.select().from(user).where(eq(user.email, email));

describe('register', () => {
  it('creates a customer with a hashed password and no session: he logs in next', async () => {
    const response = await post('/api/auth/sign-up/email', {
      name: 'Ada Rider',
      email: 'Ada@Example.com',
      password: 'Pedal#2026long',
    });
    expect(response.statusCode).toBe(200);

    const [created] = await usersNamed('ada@example.com');
    expect(created).toMatchObject({ name: 'Ada Rider', role: 'user' });
    const [credential] = await app.deps.database.db
      .select()
      .from(account)
      .where(eq(account.userId, created?.id ?? ''));
    expect(credential?.providerId).toBe('credential');
    expect(credential?.password).not.toContain('Pedal#2026long');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.json()).toMatchObject({ token: null });

    const signedIn = await post('/api/auth/sign-in/email', {
      email: 'ada@example.com',
      password: 'Pedal#2026long',
    });
    const [sessionCookie] = [signedIn.headers['set-cookie']].flat();
    expect(sessionCookie).toMatch(/^better-auth\.session_token=/);
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    expect(sessionCookie).not.toMatch(/Secure/i);
  });

  it('refuses a password under 8 characters and creates nothing', async () => {
    const response = await post('/api/auth/sign-up/email', {
      name: 'Short',
      email: 'short@example.com',
      password: 'Pedal#1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/password/i);
    expect(await usersNamed('short@example.com')).toEqual([]);
  });

  it('answers a sign-up for a taken address as for a new one, opens no session and mails the owner instead', async () => {
    const owner = await signUp(app, { email: 'twice@example.com', name: 'Tess Owner' });
    const fresh = await post('/api/auth/sign-up/email', {
      name: 'Someone New',
      email: 'once@example.com',
      password: 'Pedal#2026long',
    });
    const taken = await post('/api/auth/sign-up/email', {
      name: 'Someone Else',
      email: 'TWICE@example.com',
      password: 'Another#Long-2026-pw',
    });

    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(shapeOf(taken.json())).toEqual(shapeOf(fresh.json()));
    expect(taken.json()).toMatchObject({ user: { email: 'twice@example.com', name: 'Someone Else' } });
    expect(Object.keys(taken.headers).sort()).toEqual(Object.keys(fresh.headers).sort());
    expect(taken.headers['set-cookie']).toBeUndefined();
    expect(fresh.json()).toMatchObject({ token: null });
    expect(await usersNamed('twice@example.com')).toHaveLength(1);
    await signIn(app, owner.email, owner.password);

    const mails = await app.deps.database.db.select().from(outbox).where(eq(outbox.recipient, owner.email));
    const attempt = mails.find((mail) => mail.kind === 'sign-up-attempt');
    expect(attempt?.subject).toMatch(/register/i);
    expect(attempt?.textBody).toContain('Hello Tess Owner');
    expect(attempt?.textBody).toContain('{{shop}}/login');
    expect(attempt?.textBody).toContain('{{shop}}/forgot-password');
    expect(attempt?.textBody).not.toContain('Another#Long-2026-pw');
  });

  it('refuses a weak password the same way whether or not the address is taken', async () => {
    await signUp(app, { email: 'weak-taken@example.com' });
    const answers = await Promise.all(
      ['weak-taken@example.com', 'weak-new@example.com'].map((email) =>
        post('/api/auth/sign-up/email', { name: 'Weak', email, password: 'password123' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400]);
    expect(answers[0]?.json()).toEqual(answers[1]?.json());
  });
});

describe('login', () => {
  it('signs in with the right password and the session identifies the user', async () => {
    const rider = await signUp(app, { email: 'login@example.com', name: 'Lou Gin' });
    const cookie = await signIn(app, 'LOGIN@example.com', rider.password);
    const session = await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(session.json()).toMatchObject({
      user: { email: 'login@example.com', name: 'Lou Gin', role: 'user' },
    });
  });

  it('answers a session that vanishes while it is being refreshed as signed out, not as a failure', async () => {
    const rider = await signUp(app);
    // A session of its own: the one sign-up made is in the session cache already.
    const cookie = await signIn(app, rider.email, rider.password);
    const { db } = app.deps.database;
    // Old enough to be refreshed (better-auth renews a session a day into its seven), and its renewal
    // finds no row, as when the customer signs out on another device at that moment.
    await db.execute(
      sql`update "session" set expires_at = now() + interval '5 days' where user_id = ${rider.id}`,
    );
    await db.execute(
      sql`create function vanish_session() returns trigger language plpgsql as 'begin delete from "session" where id = old.id; return null; end'`,
    );
    await db.execute(
      sql`create trigger vanish_session before update on "session" for each row execute function vanish_session()`,
    );
    try {
      const response = await app.inject({
        method: 'GET',
        url: `/api/order?email=${rider.email}`,
        headers: { cookie },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Sign in first' });
    } finally {
      await db.execute(sql`drop trigger vanish_session on "session"`);
      await db.execute(sql`drop function vanish_session()`);
    }
  });

  it('answers 401 with the provider message to a wrong password and to an unknown user', async () => {
    const rider = await signUp(app);
    for (const email of [rider.email, 'nobody@example.com']) {
      const response = await post('/api/auth/sign-in/email', { email, password: 'Wrong#password1' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ message: 'Invalid email or password' });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it(`stops the ${SIGN_IN_LIMIT.max + 1}th sign-in attempt from one address within the window, not other addresses`, async () => {
    const rider = await signUp(app);
    const attacker = '203.0.113.7';
    for (let attempt = 1; attempt <= SIGN_IN_LIMIT.max; attempt++) {
      expect(
        (
          await post(
            '/api/auth/sign-in/email',
            { email: rider.email, password: `Guess#${attempt}xxxx` },
            attacker,
          )
        ).statusCode,
      ).toBe(401);
    }
    const blocked = await post(
      '/api/auth/sign-in/email',
      { email: rider.email, password: rider.password },
      attacker,
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ message: 'Too many requests. Please try again later.' });
    expect(Number(blocked.headers['x-retry-after'])).toBeGreaterThan(0);

    // A client cannot pick another bucket by sending the header the limiter reads.
    const spoofed = await post(
      '/api/auth/sign-in/email',
      { email: rider.email, password: rider.password },
      attacker,
      {
        'x-crankworks-client-ip': '198.51.100.1',
        'x-forwarded-for': '198.51.100.2',
      },
    );
    expect(spoofed.statusCode).toBe(429);

    expect(
      (await post('/api/auth/sign-in/email', { email: rider.email, password: rider.password })).statusCode,
    ).toBe(200);
  });

  it('exempts this machine under NODE_ENV=test (the browser tests), and only it', async () => {
    const rider = await signUp(app);
    for (let attempt = 1; attempt <= SIGN_IN_LIMIT.max + 2; attempt++) {
      const response = await post(
        '/api/auth/sign-in/email',
        { email: rider.email, password: `Guess#${attempt}xxxx` },
        '127.0.0.1',
      );
      expect(response.statusCode).toBe(401);
    }
  });

  it(`stops the ${SIGN_UP_LIMIT.max + 1}th registration from one address`, async () => {
    const address = '203.0.113.8';
    for (let index = 1; index <= SIGN_UP_LIMIT.max; index++) {
      const response = await post(
        '/api/auth/sign-up/email',
        { name: 'Bulk', email: `bulk-${index}@example.com`, password: 'Pedal#2026long' },
        address,
      );
      expect(response.statusCode).toBe(200);
    }
    const blocked = await post(
      '/api/auth/sign-up/email',
      { name: 'Bulk', email: 'bulk-last@example.com', password: 'Pedal#2026long' },
      address,
    );
    expect(blocked.statusCode).toBe(429);
    expect(await usersNamed('bulk-last@example.com')).toEqual([]);
  });
});

describe('access token (PUT /api/user/:email)', () => {
  it('gives the signed-in user his session token, which works as a bearer and stops working after logout', async () => {
    const rider = await signUp(app);
    const bearer = { authorization: `Bearer ${rider.bearer}` };
    const read = await app.inject({ method: 'GET', url: `/api/user/${rider.email}`, headers: bearer });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ email: rider.email });

    const logout = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { ...rider.headers, origin: originOf(app) },
    });
    expect(logout.statusCode).toBe(200);
    expect(cookieFrom(logout.headers['set-cookie'])).toBe('');

    expect(
      (await app.inject({ method: 'GET', url: `/api/user/${rider.email}`, headers: bearer })).statusCode,
    ).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: `/api/user/${rider.email}`, headers: rider.headers }))
        .statusCode,
    ).toBe(401);
  });

  it('also answers to a caller who signed in with the bearer token', async () => {
    const rider = await signUp(app);
    const response = await app.inject({
      method: 'PUT',
      url: `/api/user/${rider.email}`,
      headers: { authorization: `Bearer ${rider.bearer}` },
      payload: { email: rider.email },
    });
    expect(response.json()).toEqual({ accessToken: rider.bearer });
  });

  it("refuses a token for someone else's e-mail, also to an admin, and to a visitor", async () => {
    const [rider, other, admin] = await Promise.all([
      signUp(app),
      signUp(app),
      signUp(app, { role: 'admin' }),
    ]);
    for (const caller of [other, admin]) {
      const response = await app.inject({
        method: 'PUT',
        url: `/api/user/${rider.email}`,
        headers: caller.headers,
        payload: { email: rider.email },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).not.toHaveProperty('accessToken');
    }
    const visitor = await app.inject({
      method: 'PUT',
      url: `/api/user/${rider.email}`,
      payload: { email: rider.email },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('wants the same e-mail in the body as in the path', async () => {
    const rider = await signUp(app);
    const response = await app.inject({
      method: 'PUT',
      url: `/api/user/${rider.email}`,
      headers: rider.headers,
      payload: { email: 'x@example.com' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'email' });
  });

  it('accepts the address in any case, since e-mail addresses are compared case-insensitively', async () => {
    const rider = await signUp(app);
    const shouted = rider.email.toUpperCase();
    expect(await accessTokenFor(app, shouted, rider.cookie)).toBe(rider.bearer);
  });
});

describe('better-auth mount', () => {
  it('refuses a cookie-carrying POST from a foreign origin (CSRF)', async () => {
    const rider = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { ...rider.headers, origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: `/api/user/${rider.email}`, headers: rider.headers }))
        .statusCode,
    ).toBe(200);
  });

  it("switches off the admin plugin's own endpoints, which would bypass the user rules", async () => {
    const admin = await signUp(app, { role: 'admin' });
    const rider = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/admin/set-role',
      headers: { ...admin.headers, origin: originOf(app) },
      payload: { userId: rider.id, role: 'admin' },
    });
    expect(response.statusCode).toBe(404);
    expect((await usersNamed(rider.email))[0]?.role).toBe('user');
  });

  it('tells the login page whether Google is configured and, in demo mode on a database it made only, the demo logins', async () => {
    const authConfig = async () => (await app.inject({ method: 'GET', url: '/api/auth-config' })).json();
    // Demo mode, but the demo seeding did not make this database: it holds no demo account.
    expect(await authConfig()).toEqual({ googleSignIn: false, demoLogins: [] });
    const { db } = app.deps.database;
    await seedDemoUsers({ db, config: app.deps.config, log: app.log, newDatabase: true });
    expect(await authConfig()).toEqual({
      googleSignIn: false,
      demoLogins: [
        { role: 'admin', email: 'admin@crankworks.test', password: 'Admin#2026demo' },
        { role: 'user', email: 'customer@crankworks.test', password: 'Customer#2026demo' },
      ],
    });
    const { app: plain } = await buildTestApp({ DEMO: 'false' });
    try {
      // Outside demo mode none, even on a database demo mode made.
      await seedDemoUsers({ db, config: app.deps.config, log: app.log, newDatabase: true });
      expect((await plain.inject({ method: 'GET', url: '/api/auth-config' })).json()).toEqual({
        googleSignIn: false,
        demoLogins: [],
      });
    } finally {
      await plain.close();
    }
  });
});

describe('production settings', () => {
  const production = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    PUBLIC_URL: 'https://shop.example',
  };

  it('refuses to start without BETTER_AUTH_SECRET, naming it', async () => {
    const database = await testDatabase();
    await expect(buildApp({ config: loadConfig(production), database })).rejects.toThrow(
      /BETTER_AUTH_SECRET/,
    );
    await expect(
      buildApp({ config: loadConfig({ ...production, BETTER_AUTH_SECRET: 'too-short' }), database }),
    ).rejects.toThrow(/BETTER_AUTH_SECRET/);
  });

  it.each(['production', 'development'])(
    'limits sign-in attempts from this machine too under NODE_ENV=%s',
    async (nodeEnv) => {
      const database = await testDatabase();
      await resetDatabase(database); // the counters live in the database
      const strict = await buildApp({
        config: loadConfig({ ...production, NODE_ENV: nodeEnv, BETTER_AUTH_SECRET: 'x'.repeat(40) }),
        database,
      });
      try {
        const attempt = () =>
          strict.inject({
            method: 'POST',
            url: '/api/auth/sign-in/email',
            remoteAddress: '127.0.0.1',
            payload: { email: `local-${nodeEnv}@example.com`, password: 'Guess#local1' },
          });
        for (let index = 1; index <= SIGN_IN_LIMIT.max; index++)
          expect((await attempt()).statusCode).toBe(401);
        expect((await attempt()).statusCode).toBe(429);
      } finally {
        await strict.close();
      }
    },
  );

  it('marks the session cookie Secure', async () => {
    const database = await testDatabase();
    const secure = await buildApp({
      config: loadConfig({ ...production, BETTER_AUTH_SECRET: 'x'.repeat(40) }),
      database,
    });
    try {
      const response = await secure.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        remoteAddress: freshClientAddress(),
        payload: { name: 'Sec Ure', email: 'secure@example.com', password: 'Pedal#2026long' },
      });
      expect(response.statusCode).toBe(200);
      const signedIn = await secure.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: freshClientAddress(),
        payload: { email: 'secure@example.com', password: 'Pedal#2026long' },
      });
      const [sessionCookie] = [signedIn.headers['set-cookie']].flat();
      expect(sessionCookie).toMatch(/^__Secure-better-auth\.session_token=.*;\s*Secure/i);
      expect(sessionCookie).toMatch(/HttpOnly/i);
      expect(sessionCookie).toMatch(/SameSite=Lax/i);
    } finally {
      await secure.close();
    }
  });
});

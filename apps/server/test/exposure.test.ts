import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { outbox } from '../src/db/schema/index.ts';
import { freshClientAddress, originOf, signUp } from './auth-helper.ts';
import { captureLogs } from './log-capture.ts';
import { eventually } from './smtp-stand-in.ts';
import { buildTestApp, resetDatabase, testDatabase, type TestApp } from './helper.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.app.close();
  t = undefined;
});

describe('a cookie-authenticated change must come from our own pages', () => {
  it('refuses a cross-site or origin-less cookie request and changes nothing; same origin and bearer work', async () => {
    t = await buildTestApp();
    const customer = await signUp(t.app);
    let saves = 0;
    const save = (headers: Record<string, string>) =>
      t!.app.inject({
        method: 'PUT',
        url: `/api/user/${customer.email}`,
        headers,
        payload: { email: customer.email, address: `${(saves += 1)} Spoke St` },
      });
    const storedAddress = async () =>
      (
        await t!.app.inject({ method: 'GET', url: `/api/user/${customer.email}`, headers: customer.headers })
      ).json<{
        address: string;
      }>().address;

    expect((await save({ cookie: customer.cookie, origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await save({ cookie: customer.cookie })).statusCode).toBe(403);
    expect((await save({ cookie: customer.cookie, referer: 'https://evil.example/page' })).statusCode).toBe(
      403,
    );
    expect(await storedAddress()).toBe('');

    expect((await save(customer.headers)).statusCode).toBe(200);
    expect(
      (await save({ cookie: customer.cookie, referer: `${customer.headers.origin}/dashboard/profile` }))
        .statusCode,
    ).toBe(200);
    expect((await save({ authorization: `Bearer ${customer.bearer}` })).statusCode).toBe(200);
    expect(await storedAddress()).toBe('6 Spoke St');
  });
});

describe('a development server’s pages are trusted only while one is said to run', () => {
  const vite = 'http://127.0.0.1:5173';

  /** A signed-in customer's checkout, posted as plain HTML by a page of `origin`, and a profile save from it. */
  async function postsFrom(origin: string, env: Record<string, string>) {
    t = await buildTestApp({ NODE_ENV: 'development', LOG_LEVEL: 'silent', ...env });
    const customer = await signUp(t.app);
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/checkout',
      headers: { cookie: customer.cookie, origin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'address=1+Spoke+St&phone=%2B1+555+0100',
    });
    const save = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${customer.email}`,
      headers: { cookie: customer.cookie, origin },
      payload: { email: customer.email, address: '2 Spoke St' },
    });
    return [checkout.statusCode, save.statusCode];
  }

  it('refuses Vite’s and localhost’s origins in development unless DEV_SERVER_ORIGINS names them', async () => {
    expect(await postsFrom(vite, {})).toEqual([403, 403]);
    await t?.app.close();
    expect(await postsFrom('http://localhost:3000', {})).toEqual([403, 403]);
    await t?.app.close();
    const [checkout, save] = await postsFrom(vite, { DEV_SERVER_ORIGINS: vite });
    expect(checkout).toBe(303);
    expect(save).toBe(200);
  });
});

/** The app on a fresh test database, logging at info level into `lines`. */
async function appLoggingInfo() {
  const database = await testDatabase();
  await resetDatabase(database);
  const { stream: logStream, lines } = captureLogs();
  const config = loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent', LOG_LEVEL: 'info' });
  const app = await buildApp({ config, database, logStream });
  t = { app, database };
  return { app, database, lines };
}

describe('logs carry no personal data', () => {
  it('logs a failed query by its code, without the values it carried', async () => {
    const { app, database, lines } = await appLoggingInfo();
    // A real failure of the database under a write full of personal data.
    await database.db.execute(sql`alter table contact_message rename to contact_message_away`);
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/contact?email=grace.hopper@example.com',
        payload: {
          firstName: 'Grace',
          lastName: 'Hopper',
          email: 'grace.hopper@example.com',
          message: 'Call 555-0199',
        },
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await database.db.execute(sql`alter table contact_message_away rename to contact_message`);
    }
    const log = lines.join('');
    expect(log).toContain('"code":"42P01"');
    expect(log).toContain('request failed');
    for (const secret of ['grace', 'Grace', 'Hopper', '555-0199', '@example.com'])
      expect(log).not.toContain(secret);
  });

  it('logs an address holding an e-mail, plain or percent-encoded, without the e-mail', async () => {
    const { app, lines } = await appLoggingInfo();
    for (const url of ['/api/user/ada.lovelace%40example.com', '/api/user/ada.lovelace@example.com'])
      expect((await app.inject({ method: 'GET', url })).statusCode).toBeLessThan(500);
    const log = lines.join('');
    expect(log).toContain('/api/user/[email]');
    expect(log).not.toContain('lovelace');
  });

  it('logs no reset token, whether it arrives in the path or in the query', async () => {
    const { app, database, lines } = await appLoggingInfo();
    const rider = await signUp(app);
    const asked = await app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      remoteAddress: freshClientAddress(),
      headers: { origin: originOf(app) },
      payload: { email: rider.email },
    });
    expect(asked.statusCode).toBe(200);
    const [mail] = await eventually(async () => {
      const rows = await database.db.select().from(outbox).where(eq(outbox.kind, 'password-reset'));
      expect(rows).toHaveLength(1);
      return rows;
    });
    const token = /token=([\w-]+)/.exec(mail?.textBody ?? '')?.[1];
    expect(token).toBeDefined();
    for (const url of [
      `/api/auth/reset-password/${token}?callbackURL=%2Freset-password`,
      `/api/auth/./reset-password/${token}?callbackURL=%2Freset-password`,
      `/api/auth/reset-password/${token}/`,
      `/api/auth/reset%2Dpassword/${token}`,
      `/reset-password?token=${token}`,
    ])
      expect((await app.inject({ method: 'GET', url })).statusCode).toBeLessThan(500);
    const log = lines.join('');
    expect(log).toContain('/api/auth/reset-password/[redacted]');
    expect(log).not.toContain(token);
  });

  it("does not name the address of someone who registers with one that is taken (better-auth's info line)", async () => {
    const { app, lines } = await appLoggingInfo();
    const rider = await signUp(app, { email: 'ada.lovelace@example.com' });
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress: freshClientAddress(),
      payload: { name: 'Someone Else', email: rider.email, password: 'Another#Long-2026-pw' },
    });
    expect(again.statusCode).toBeLessThan(500);
    const log = lines.join('');
    expect(log).toContain('Sign-up attempt for existing email: [email]');
    expect(log).not.toContain(rider.email);
  });
});

describe('production exposes nothing it does not need', () => {
  const production = {
    NODE_ENV: 'production',
    BETTER_AUTH_SECRET: 'x'.repeat(40),
    PUBLIC_URL: 'https://shop.example.com',
    LOG_LEVEL: 'silent',
  };

  it('serves /api/docs only when API_DOCS allows it (off by default in production)', async () => {
    t = await buildTestApp(production);
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(404);
    await t.app.close();
    t = await buildTestApp({ ...production, API_DOCS: 'true' });
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    await t.app.close();
    t = await buildTestApp();
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
  });

  it('never serves source maps in production', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'crankworks-maps-'));
    try {
      writeFileSync(join(dist, 'index.html'), '<!doctype html><title>x</title>');
      writeFileSync(join(dist, 'app.js'), 'console.log(1)');
      writeFileSync(join(dist, 'app.js.map'), '{"version":3}');
      t = await buildTestApp({ ...production, WEB_DIST_DIR: dist });
      expect((await t.app.inject({ method: 'GET', url: '/app.js' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/app.js.map' })).statusCode).toBe(404);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('sends a Content-Security-Policy without inline styles, with images limited to IMAGE_ORIGINS', async () => {
    t = await buildTestApp({ IMAGE_ORIGINS: 'https://cdn.example.com' });
    const csp = String(
      (await t.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'],
    );
    expect(csp).toContain("style-src 'self';");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("img-src 'self' data: https://cdn.example.com;");
  });
});

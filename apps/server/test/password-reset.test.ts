import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { account, outbox, user } from '../src/db/schema/index.ts';
import { MAIL_REQUEST_LIMIT } from '../src/features/auth/rate-limit.ts';
import { freshClientAddress, originOf, signIn, signUp } from './auth-helper.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { eventually } from './smtp-stand-in.ts';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(() => t.app.close());

const NEW_PASSWORD = 'Derailleur%Sunday41';

async function requestReset(email: string, remoteAddress = freshClientAddress()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    remoteAddress,
    headers: { origin: originOf(t.app) },
    payload: { email },
  });
}

const mailsOf = (kind: 'password-reset' | 'email-verification', email: string) =>
  t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, kind), eq(outbox.recipient, email)))
    .orderBy(outbox.createdAt);

/**
 * The link of the newest e-mail of `kind` to `email`, as its recipient would click it, once there are
 * `count` of them: a reset link is written just after the request's answer.
 */
async function linkIn(kind: 'password-reset' | 'email-verification', email: string, count = 1) {
  const rows = await eventually(async () => {
    const found = await mailsOf(kind, email);
    expect(found.length).toBeGreaterThanOrEqual(count);
    return found;
  });
  const text = rows.at(-1)?.textBody ?? '';
  const found = /\{\{shop\}\}(\/\S+)/.exec(text);
  if (!found?.[1]) throw new Error(`no ${kind} link for ${email}`);
  return new URL(found[1], originOf(t.app));
}

const resetPassword = (token: string, newPassword: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    remoteAddress: freshClientAddress(),
    headers: { origin: originOf(t.app) },
    payload: { token, newPassword },
  });

const sessionOf = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } })).json<unknown>();

describe('password reset', () => {
  it('refuses a token with a control character as the field it is, not with a 500', async () => {
    const answer = await resetPassword('\u0000', NEW_PASSWORD);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ field: 'token' });
  });

  it('refuses a token with a control character given in the query, which better-auth reads too', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password?token=%00',
      remoteAddress: freshClientAddress(),
      headers: { origin: originOf(t.app) },
      payload: { newPassword: NEW_PASSWORD },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ field: 'token' });
  });

  it('mails a single-use link; the new password works, the old one and every old session do not', async () => {
    const customer = await signUp(t.app);
    const otherDevice = await signIn(t.app, customer.email, customer.password);

    const asked = await requestReset(customer.email);
    expect(asked.statusCode).toBe(200);
    const link = await linkIn('password-reset', customer.email);
    expect(link.pathname).toBe('/reset-password');
    const token = link.searchParams.get('token')!;

    const weak = await resetPassword(token, 'password123');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ field: 'newPassword' });

    expect((await resetPassword(token, NEW_PASSWORD)).statusCode).toBe(200);

    expect(await sessionOf(customer.cookie)).toBeNull();
    expect(await sessionOf(otherDevice)).toBeNull();
    await expect(signIn(t.app, customer.email, customer.password)).rejects.toThrow(/401/);
    const fresh = await signIn(t.app, customer.email, NEW_PASSWORD);
    expect(await sessionOf(fresh)).toMatchObject({ user: { email: customer.email } });

    const again = await resetPassword(token, 'Another$Chainring77');
    expect(again.statusCode).toBe(400);
    await signIn(t.app, customer.email, NEW_PASSWORD);
  });

  /** The token of a fresh reset link for `email`. */
  async function resetToken(email: string) {
    const before = (await mailsOf('password-reset', email)).length;
    expect((await requestReset(email)).statusCode).toBe(200);
    return (await linkIn('password-reset', email, before + 1)).searchParams.get('token')!;
  }

  it('kills every other link of the account once one of them is used', async () => {
    const customer = await signUp(t.app);
    const first = await resetToken(customer.email);
    const second = await resetToken(customer.email);
    expect(first).not.toBe(second);

    expect((await resetPassword(second, NEW_PASSWORD)).statusCode).toBe(200);
    const stale = await resetPassword(first, 'Another$Chainring77');
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    await signIn(t.app, customer.email, NEW_PASSWORD);
  });

  it('kills the links of an account whose password is changed while signed in', async () => {
    const customer = await signUp(t.app);
    const token = await resetToken(customer.email);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: customer.headers,
      payload: { currentPassword: customer.password, newPassword: NEW_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);

    expect((await resetPassword(token, 'Another$Chainring77')).statusCode).toBe(400);
    await signIn(t.app, customer.email, NEW_PASSWORD);
  });

  it('kills the links of an account whose password is set any other way, and only that account’s', async () => {
    const customer = await signUp(t.app);
    const bystander = await signUp(t.app);
    const token = await resetToken(customer.email);
    const bystanderToken = await resetToken(bystander.email);
    // An operator (or any code path) writing the password hash itself.
    const hash = await t.app.deps.auth.$context.then((context) => context.password.hash(NEW_PASSWORD));
    await t.database.db.update(account).set({ password: hash }).where(eq(account.userId, customer.id));

    expect((await resetPassword(token, 'Another$Chainring77')).statusCode).toBe(400);
    expect((await resetPassword(bystanderToken, 'Another$Chainring77')).statusCode).toBe(200);
  });

  it('answers the same for an unknown address, before looking either up, and mails only the known one', async () => {
    const customer = await signUp(t.app);
    const resets = () => t.database.db.select().from(outbox).where(eq(outbox.kind, 'password-reset'));
    const known = await requestReset(customer.email);
    // Answered first: the lookup, the token and the e-mail, which an unknown address has none of, follow.
    expect(await resets()).toEqual([]);
    const unknown = await requestReset('nobody-here@example.com');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(unknown.headers['content-length']).toBe(known.headers['content-length']);

    await t.app.close(); // waits for the work left after the answers
    expect((await resets()).map((row) => row.recipient)).toEqual([customer.email]);
  });

  it('is rate limited per client address', async () => {
    const address = '10.200.0.1';
    for (let i = 0; i < MAIL_REQUEST_LIMIT.max; i += 1)
      expect((await requestReset(`someone-${i}@example.com`, address)).statusCode).toBe(200);
    expect((await requestReset('someone-else@example.com', address)).statusCode).toBe(429);
  });
});

describe('e-mail verification', () => {
  it('is mailed on sign-up, does not block sign-in, and its link verifies the address', async () => {
    const customer = await signUp(t.app, { throughEndpoint: true });
    await signIn(t.app, customer.email, customer.password);
    const link = await linkIn('email-verification', customer.email);

    const opened = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/dashboard');
    const [row] = await t.database.db.select().from(user).where(eq(user.id, customer.id));
    expect(row?.emailVerified).toBe(true);
  });
});

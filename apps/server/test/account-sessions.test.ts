import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AccountSessions } from '@crankworks/contract';
import { session } from '../src/db/schema/index.ts';
import { cookieFrom, freshClientAddress, originOf, signUp, type TestUser } from './auth-helper.ts';
import { buildTestApp, type TestApp } from './helper.ts';

const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(() => t.app.close());

/** Signs `rider` in once more, from a browser of its own; the Cookie header of that session. */
async function anotherSession(rider: TestUser, userAgent = SAFARI_ON_IPHONE) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: freshClientAddress(),
    headers: { 'user-agent': userAgent },
    payload: { email: rider.email, password: rider.password },
  });
  expect(response.statusCode).toBe(200);
  return cookieFrom(response.headers['set-cookie']);
}

/** Whether a session cookie still signs its holder in. */
const signedIn = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/sessions', headers: { cookie } })).statusCode === 200;

const tokensOf = async (userId: string) =>
  (await t.database.db.select({ token: session.token }).from(session).where(eq(session.userId, userId))).map(
    (row) => row.token,
  );

describe('change password (POST /api/auth/change-password)', () => {
  const changePassword = (rider: TestUser, body: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: rider.headers,
      payload: { currentPassword: rider.password, newPassword: 'Tandem-Derailleur-Quiet-7', ...body },
    });

  it.each([{}, { revokeOtherSessions: false }])(
    'signs out every other session of the account, whatever the body asks (%o)',
    async (body) => {
      const rider = await signUp(t.app);
      const elsewhere = await anotherSession(rider);

      const changed = await changePassword(rider, body);

      expect(changed.statusCode).toBe(200);
      expect(await signedIn(elsewhere)).toBe(false);
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/sessions',
            headers: { authorization: `Bearer ${rider.bearer}` },
          })
        ).statusCode,
      ).toBe(401);
      // The browser that changed it stays signed in, on a new session.
      expect(await signedIn(cookieFrom(changed.headers['set-cookie']))).toBe(true);
      expect(await tokensOf(rider.id)).toHaveLength(1);
    },
  );

  it('changes nothing on a wrong current password or a weak new one', async () => {
    const rider = await signUp(t.app);
    const elsewhere = await anotherSession(rider);
    expect((await changePassword(rider, { currentPassword: 'not-my-password' })).statusCode).toBe(400);
    const weak = await changePassword(rider, { newPassword: 'abc12345' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({
      field: 'newPassword',
      message: expect.stringMatching(/^New password /),
    });
    expect(await signedIn(elsewhere)).toBe(true);
    expect(await signedIn(rider.cookie)).toBe(true);
  });
});

describe('sessions', () => {
  it('never hands out a session token through better-auth’s list-sessions', async () => {
    const rider = await signUp(t.app);
    await anotherSession(rider);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/auth/list-sessions',
      headers: rider.headers,
    });
    const tokens = await tokensOf(rider.id);
    expect(tokens).toHaveLength(2);
    expect(tokens.filter((token) => listed.body.includes(token))).toEqual([]);
  });

  it('lists the account’s sessions by device, created and last seen, this one first, without tokens', async () => {
    // Signed in as a client signs in: its session has the request's device.
    const rider = await signUp(t.app, { throughEndpoint: true });
    await anotherSession(rider);
    await anotherSession(rider, FIREFOX_ON_WINDOWS);
    await anotherSession(rider, 'curl/8.5.0');
    const other = await signUp(t.app);

    const response = await t.app.inject({ method: 'GET', url: '/api/sessions', headers: rider.headers });

    expect(response.statusCode).toBe(200);
    const { sessions } = response.json<AccountSessions>();
    // The tests' own requests name no browser.
    expect(sessions[0]).toMatchObject({ device: 'An app or script', current: true });
    expect(
      sessions
        .slice(1)
        .map(({ device, current }) => `${device} ${current}`)
        .sort(),
    ).toEqual(['An app or script false', 'Firefox on Windows false', 'Safari on an iPhone false']);
    for (const listed of sessions) {
      expect(Date.parse(listed.createdAt)).not.toBeNaN();
      expect(Date.parse(listed.lastSeenAt)).not.toBeNaN();
    }
    for (const token of [...(await tokensOf(rider.id)), ...(await tokensOf(other.id))])
      expect(response.body).not.toContain(token);
  });

  it('signs out one session by its id, only one’s own', async () => {
    const [rider, other] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const elsewhere = await anotherSession(rider);
    const list = await t.app.inject({ method: 'GET', url: '/api/sessions', headers: rider.headers });
    const target = list.json<AccountSessions>().sessions.find((listed) => !listed.current)!;
    const end = (caller: TestUser) =>
      t.app.inject({ method: 'DELETE', url: `/api/sessions/${target._id}`, headers: caller.headers });

    const refused = await end(other);
    expect(refused.statusCode).toBe(404);
    expect(await signedIn(elsewhere)).toBe(true);

    expect((await end(rider)).json()).toEqual({ deletedCount: 1 });
    expect(await signedIn(elsewhere)).toBe(false);
    expect(await signedIn(rider.cookie)).toBe(true);
    expect((await end(rider)).statusCode).toBe(404);
  });

  it('signs out every other session, keeping this one and the other accounts’', async () => {
    const [rider, other] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const elsewhere = [await anotherSession(rider), await anotherSession(rider, FIREFOX_ON_WINDOWS)];

    const ended = await t.app.inject({
      method: 'DELETE',
      url: '/api/sessions/others',
      headers: rider.headers,
    });

    expect(ended.json()).toEqual({ deletedCount: 2 });
    for (const cookie of elsewhere) expect(await signedIn(cookie)).toBe(false);
    expect(await signedIn(rider.cookie)).toBe(true);
    expect(await signedIn(other.cookie)).toBe(true);
  });

  it('answers visitors 401 and a bad id 400 in words', async () => {
    const rider = await signUp(t.app);
    for (const [method, url] of [
      ['GET', '/api/sessions'],
      ['DELETE', '/api/sessions/others'],
      ['DELETE', `/api/sessions/${rider.id}`],
    ] as const)
      expect((await t.app.inject({ method, url, headers: { origin: originOf(t.app) } })).statusCode).toBe(
        401,
      );
    const bad = await t.app.inject({
      method: 'DELETE',
      url: '/api/sessions/not-an-id',
      headers: rider.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'The id in the address must be a valid id' });
  });
});

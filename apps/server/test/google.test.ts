import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { App } from '../src/app.ts';
import { account, session, user } from '../src/db/schema/index.ts';
import { cookieFrom, freshClientAddress, originOf } from './auth-helper.ts';
import { buildTestApp } from './helper.ts';

const CLIENT_ID = 'crankworks-test.apps.googleusercontent.com';
const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';

interface GoogleProfile {
  sub: string;
  email: string;
  name: string;
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An id_token shaped like Google's; the callback reads its claims from Google's own token answer. */
function idTokenFor(profile: GoogleProfile) {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    iss: 'https://accounts.google.com',
    aud: CLIENT_ID,
    azp: CLIENT_ID,
    email_verified: true,
    iat: now,
    exp: now + 3600,
    ...profile,
  };
  return `${base64url({ alg: 'RS256', kid: 'local-test-key', typ: 'JWT' })}.${base64url(claims)}.c2lnbmF0dXJl`;
}

/**
 * Stands in for Google inside this process: the token endpoint answers with the profile of
 * `signingIn`; any other outgoing request fails the test, so nothing leaves the machine.
 */
const google = {
  signingIn: { sub: '', email: '', name: '' } as GoogleProfile,
  tokenRequests: [] as URLSearchParams[],
  unexpected: [] as string[],
};

function fakeFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (!url.startsWith(GOOGLE_TOKEN_URL)) {
    google.unexpected.push(url);
    return Promise.reject(new Error(`unexpected outgoing request to ${url}`));
  }
  google.tokenRequests.push(new URLSearchParams(String(init?.body ?? '')));
  const answer = {
    access_token: `ya29.local-${google.signingIn.sub}`,
    expires_in: 3599,
    token_type: 'Bearer',
    scope: 'openid email profile',
    id_token: idTokenFor(google.signingIn),
  };
  return Promise.resolve(
    new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
}

let app: App;

beforeAll(async () => {
  ({ app } = await buildTestApp({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: 'google-test-secret' }));
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await app.close();
});
beforeEach(() => {
  google.tokenRequests = [];
  google.unexpected = [];
});

/** The browser's part: start at our server, "consent" at Google, come back to the callback. */
async function signInWithGoogle(profile: GoogleProfile) {
  google.signingIn = profile;
  const start = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    remoteAddress: freshClientAddress(),
    headers: { origin: originOf(app) },
    payload: { provider: 'google', callbackURL: '/dashboard' },
  });
  expect(start.statusCode, start.body).toBe(200);
  const consentUrl = new URL(start.json<{ url: string }>().url);
  expect(consentUrl.origin).toBe('https://accounts.google.com');
  expect(consentUrl.searchParams.get('client_id')).toBe(CLIENT_ID);
  expect(consentUrl.searchParams.get('redirect_uri')).toBe(`${originOf(app)}/api/auth/callback/google`);

  const state = consentUrl.searchParams.get('state') ?? '';
  const callback = await app.inject({
    method: 'GET',
    url: `/api/auth/callback/google?${new URLSearchParams({ code: `code-for-${profile.sub}`, state })}`,
    headers: { cookie: cookieFrom(start.headers['set-cookie']) },
  });
  return { callback, cookie: cookieFrom(callback.headers['set-cookie']) };
}

const whoIs = async (cookie: string) =>
  (await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } })).json<{
    user: { id: string; email: string };
  } | null>();

describe('Google sign-in', () => {
  it('is announced to the login page', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/auth-config' })).json()).toMatchObject({
      googleSignIn: true,
    });
  });

  it('gives a new Google user an account and a session, then signs him in to the same account', async () => {
    const profile = { sub: '109876543210', email: 'Grace.Google@example.com', name: 'Grace Google' };

    const first = await signInWithGoogle(profile);
    expect(first.callback.statusCode).toBe(302);
    expect(first.callback.headers.location).toBe('/dashboard');
    expect(google.tokenRequests[0]?.get('code')).toBe('code-for-109876543210');
    expect(google.tokenRequests[0]?.get('client_id')).toBe(CLIENT_ID);

    const { db } = app.deps.database;
    const created = await db.select().from(user).where(eq(user.email, 'grace.google@example.com'));
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ name: 'Grace Google', role: 'user' });
    const userId = created[0]?.id ?? '';
    expect(
      await db
        .select({ providerId: account.providerId, accountId: account.accountId })
        .from(account)
        .where(eq(account.userId, userId)),
    ).toEqual([{ providerId: 'google', accountId: '109876543210' }]);
    expect((await whoIs(first.cookie))?.user).toMatchObject({
      id: userId,
      email: 'grace.google@example.com',
    });

    const again = await signInWithGoogle(profile);
    expect(again.callback.statusCode).toBe(302);
    expect((await whoIs(again.cookie))?.user.id).toBe(userId);
    expect(await db.select().from(user).where(eq(user.email, 'grace.google@example.com'))).toHaveLength(1);
    expect(await db.select().from(account).where(eq(account.userId, userId))).toHaveLength(1);
    expect(await db.select().from(session).where(eq(session.userId, userId))).toHaveLength(2);

    // The session works like any other: the access token comes with it.
    const token = await app.inject({
      method: 'PUT',
      url: '/api/user/grace.google@example.com',
      headers: { cookie: again.cookie, origin: originOf(app) },
      payload: { email: 'grace.google@example.com' },
    });
    expect(token.json()).toHaveProperty('accessToken');
    expect(google.unexpected).toEqual([]);
  });

  it('refuses a callback whose state this server did not issue', async () => {
    google.signingIn = { sub: '1', email: 'mallory@example.com', name: 'Mallory' };
    const forged = await app.inject({
      method: 'GET',
      url: '/api/auth/callback/google?code=stolen&state=forged-state',
    });
    expect(forged.statusCode).toBe(302);
    expect(forged.headers.location).toMatch(/error=/);
    expect(cookieFrom(forged.headers['set-cookie'])).not.toMatch(/session_token/);
    expect(
      await app.deps.database.db.select().from(user).where(eq(user.email, 'mallory@example.com')),
    ).toEqual([]);
    expect(google.tokenRequests).toEqual([]);
  });
});

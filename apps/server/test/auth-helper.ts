import { hashPassword } from 'better-auth/crypto';
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Role } from '@crankworks/contract';
import type { App } from '../src/app.ts';
import { user } from '../src/db/schema/index.ts';
import { storeCredentialUser } from '../src/features/auth/index.ts';

export interface TestUser {
  id: string;
  email: string;
  name: string;
  password: string;
  role: Role;
  /** The value of a Cookie header carrying the session. */
  cookie: string;
  /** The access token from `PUT /api/user/:email`, for `Authorization: Bearer`. */
  bearer: string;
  /** Spread into `app.inject({ headers })` to call as this user: his cookie, from the shop's own origin. */
  headers: { cookie: string; origin: string };
}

export interface SignUpOptions {
  email?: string;
  name?: string;
  password?: string;
  role?: Role;
  /**
   * Through the real sign-up and sign-in endpoints, with what sign-up does besides (the verification
   * e-mail), at the cost of two scrypt hashes; by default the account and its session are stored
   * straight in the database.
   */
  throughEndpoint?: boolean;
}

let clients = 0;

/**
 * A client address of its own for each call. Sign-in and sign-up are rate limited per address
 * (5 a window); tests that create many users must not trip that, while the rate-limit test uses
 * one fixed address on purpose.
 */
export function freshClientAddress() {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
}

/** Turns the Set-Cookie headers of an answer into the value of a Cookie header (expired ones left out). */
export function cookieFrom(setCookie: string | string[] | undefined): string {
  const lines = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
  return lines
    .filter((line) => !/;\s*max-age=0/i.test(line))
    .map((line) => line.split(';')[0] ?? '')
    .filter(Boolean)
    .join('; ');
}

/** The Origin better-auth trusts: cookie-carrying POSTs to /api/auth must send it. */
export const originOf = (app: App) => app.deps.config.publicUrl;

/** Signs in through the real endpoint and returns the Cookie header value (throws on failure). */
export async function signIn(app: App, email: string, password: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: freshClientAddress(),
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return cookieFrom(response.headers['set-cookie']);
}

/** Asks `PUT /api/user/:email` for the access token of the session in `cookie`. */
export async function accessTokenFor(app: App, email: string, cookie: string): Promise<string> {
  const response = await app.inject({
    method: 'PUT',
    url: `/api/user/${encodeURIComponent(email)}`,
    headers: { cookie, origin: originOf(app) },
    payload: { email },
  });
  if (response.statusCode !== 200)
    throw new Error(`token request failed: ${response.statusCode} ${response.body}`);
  return response.json<{ accessToken: string }>().accessToken;
}

/**
 * Each password's hash, worked out once per test process: better-auth's scrypt takes some 0.2 s a
 * call here, and a sign-up through the endpoint (its hash, then the sign-in's) was most of the API
 * tests' time.
 */
const passwordHashes = new Map<string, Promise<string>>();
const hashOf = (password: string) => {
  let hash = passwordHashes.get(password);
  if (!hash) passwordHashes.set(password, (hash = hashPassword(password)));
  return hash;
};

/**
 * A new session of the user, made by better-auth as its sign-in makes one, and the Cookie header that
 * carries it: its token signed with the auth secret, as better-auth signs its cookies (HMAC-SHA256,
 * base64). Signing in checks the password with another scrypt hash (0.2 s); the sign-in endpoint has
 * tests of its own.
 */
async function sessionCookieFor(app: App, userId: string) {
  const context = await app.deps.auth.$context;
  const { token } = await context.internalAdapter.createSession(userId);
  const signature = createHmac('sha256', context.secret).update(token).digest('base64');
  return `${context.authCookies.sessionToken.name}=${encodeURIComponent(`${token}.${signature}`)}`;
}

interface NewUser {
  name: string;
  email: string;
  password: string;
  role: Role;
}

/**
 * Through the real endpoints: signs up (an admin gets his role in the database, the only way there is
 * to make the first admin), then signs in, as a client would.
 */
async function throughEndpoints(app: App, remoteAddress: string, { role, ...payload }: NewUser) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    remoteAddress,
    payload,
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const id = response.json<{ user: { id: string } }>().user.id;
  if (role === 'admin') await app.deps.database.db.update(user).set({ role }).where(eq(user.id, id));
  return { id, cookie: await signIn(app, payload.email, payload.password) };
}

/** Straight in the database: the account as sign-up stores it, a session as sign-in makes one. */
async function stored(app: App, { password, ...who }: NewUser) {
  const id = await storeCredentialUser(app.deps.database.db, who, await hashOf(password));
  return { id, cookie: await sessionCookieFor(app, id) };
}

/**
 * Creates a real user with an e-mail/password login, straight in the database like the demo accounts
 * (the sign-up endpoint is the test of sign-up, auth.test.ts; `throughEndpoint` goes through it), and
 * returns his session as cookie and bearer token.
 */
export async function signUp(app: App, options: SignUpOptions = {}): Promise<TestUser> {
  const serial = freshClientAddress();
  const email = (
    options.email ?? `rider-${serial.replaceAll('.', '-')}-${Date.now()}@example.com`
  ).toLowerCase();
  const name = options.name ?? `Rider ${serial}`;
  const password = options.password ?? 'Pedal#2026long';
  const role = options.role ?? 'user';

  const who = { name, email, password, role };
  const { id, cookie } = options.throughEndpoint
    ? await throughEndpoints(app, serial, who)
    : await stored(app, who);
  const bearer = await accessTokenFor(app, email, cookie);
  return {
    id,
    email,
    name,
    password,
    role,
    cookie,
    bearer,
    headers: { cookie, origin: originOf(app) },
  };
}

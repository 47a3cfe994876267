import { authConfigSchema, emailSchema } from '@crankworks/contract';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/errors.ts';
import { clearFailedSignIns, lockedMinutes, recordFailedSignIn } from './account-lockout.ts';
import { googleConfigured } from './auth.ts';
import { demoLogins, isDemoDatabase } from './demo-accounts.ts';
import { CLIENT_IP_HEADER } from './rate-limit.ts';
import { refusalInWords } from './refusal-words.ts';

const SIGN_IN_PATH = '/api/auth/sign-in/email';

/**
 * better-auth takes a sign-in sent as JSON or as a form; only JSON is let through, so that every
 * attempt is read here and counted by the per-account lockout.
 */
const sentAsJson = (request: FastifyRequest) =>
  request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() === 'application/json';

/** The account a sign-in's JSON body is for (lower-cased, as accounts are stored), or null. */
function signInAccount(body: unknown): string | null {
  try {
    // better-auth's JSON reader skips a leading byte-order mark; JSON.parse does not.
    const { email } = JSON.parse(String(body).replace(/^\uFEFF/, '')) as { email?: unknown };
    const parsed = emailSchema.safeParse(email);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * better-auth answers everything under /api/auth (its Fastify guide): the request goes in as a
 * web Request with its raw body, and the answer comes back with every header, each Set-Cookie kept
 * separate.
 */
const betterAuthHandler: FastifyPluginAsync = async (app) => {
  // better-auth parses bodies itself (JSON, forms, empty sign-out posts): hand it the raw text.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  const { db } = app.deps.database;

  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    // Resolved as better-auth resolves it: `/api/auth/./sign-in/email` is a sign-in too.
    const url = new URL(request.url, app.deps.config.publicUrl);
    const signingIn = request.method === 'POST' && url.pathname === SIGN_IN_PATH;
    if (signingIn && !sentAsJson(request))
      throw new HttpError(415, 'Send the sign-in as JSON (Content-Type: application/json)');
    const account = signingIn ? signInAccount(request.body) : null;
    if (account) {
      const minutes = await lockedMinutes(db, account);
      if (minutes > 0)
        return reply.code(429).send({
          code: 'ACCOUNT_LOCKED',
          message: `Too many failed sign-ins for this account: try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
        });
    }
    const headers = fromNodeHeaders(request.headers);
    headers.set(CLIENT_IP_HEADER, request.ip);
    const body = typeof request.body === 'string' && request.body.length > 0 ? request.body : undefined;
    const response = await app.deps.auth.handler(new Request(url, { method: request.method, headers, body }));
    if (account && response.status === 401) await recordFailedSignIn(db, account);
    if (account && response.ok) await clearFailedSignIns(db, account);

    reply.code(response.status);
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    const answer = response.body ? Buffer.from(await response.arrayBuffer()) : null;
    const refusal = response.status === 400 && answer ? refusalInWords(answer.toString()) : null;
    return reply.send(refusal ?? answer);
  };

  app.route({
    method: ['GET', 'POST'],
    url: '/auth/*',
    schema: { hide: true },
    config: { changesSessions: true, personal: true },
    handler: forward,
  });
};

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database } = app.deps;
  // Only a database demo mode made holds the demo accounts: no login is shown that would not work.
  const demoLoginsShown = async () => (config.demo && (await isDemoDatabase(database.db)) ? demoLogins : []);

  app.get(
    '/auth-config',
    {
      schema: {
        tags: ['auth'],
        summary:
          'What the login page offers: Google sign-in, and the demo logins in demo mode on a database it made',
        response: { 200: authConfigSchema },
      },
    },
    async () => ({ googleSignIn: googleConfigured(config), demoLogins: await demoLoginsShown() }),
  );

  await app.register(betterAuthHandler);
};

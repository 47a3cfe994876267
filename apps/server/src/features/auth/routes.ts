import { authConfigSchema } from '@crankworks/contract';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { workAfterAnswers } from '../../lib/after-answer.ts';
import { HttpError } from '../../lib/errors.ts';
import { clearFailedSignIns, lockedMinutes, recordFailedSignIn } from './account-lockout.ts';
import { googleConfigured } from './auth.ts';
import { demoLogins, isDemoDatabase } from './demo-accounts.ts';
import { emailInJson, sentAsJson } from './json-body.ts';
import { CLIENT_IP_HEADER, resetRequestLimit } from './rate-limit.ts';
import { refusalInWords } from './refusal-words.ts';
import { sessionRoutes } from './session-routes.ts';

const SIGN_IN_PATH = '/api/auth/sign-in/email';
const RESET_REQUEST_PATH = '/api/auth/request-password-reset';

/**
 * better-auth's own words for a reset request, whether or not the address has an account (they are
 * the answer's whole text).
 */
const RESET_REQUESTED = {
  status: true,
  message: 'If this email exists in our system, check your email for the reset link',
};

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
  const afterAnswer = workAfterAnswers(app);

  /** The request as better-auth takes it: a web Request, with the client's address it may count. */
  const webRequest = (request: FastifyRequest, url: URL) => {
    const headers = fromNodeHeaders(request.headers);
    headers.set(CLIENT_IP_HEADER, request.ip);
    const body = typeof request.body === 'string' && request.body.length > 0 ? request.body : undefined;
    return new Request(url, { method: request.method, headers, body });
  };

  /**
   * A reset request is answered before better-auth looks the address up: looking up, storing a token
   * and writing the e-mail took measurably longer for an address with an account, which told whether
   * it had one. (Anything but a JSON body with an address goes to better-auth at once: its refusal is
   * the same for every address.)
   */
  const answerBeforeLookingUp = (request: FastifyRequest, reply: FastifyReply, url: URL) => {
    const asked = webRequest(request, url);
    afterAnswer('a password-reset request', async () => {
      const response = await app.deps.auth.handler(asked);
      if (response.status >= 500) throw new Error(`better-auth answered ${response.status}`);
    });
    return reply.send(RESET_REQUESTED);
  };

  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    // Resolved as better-auth resolves it: `/api/auth/./sign-in/email` is a sign-in too.
    const url = new URL(request.url, app.deps.config.publicUrl);
    const signingIn = request.method === 'POST' && url.pathname === SIGN_IN_PATH;
    // better-auth takes a sign-in sent as JSON or as a form; only JSON is let through, so that every
    // attempt is read here and counted by the per-account lockout.
    if (signingIn && !sentAsJson(request))
      throw new HttpError(415, 'Send the sign-in as JSON (Content-Type: application/json)');
    const account = signingIn ? emailInJson(request.body) : null;
    const resetRequest = request.method === 'POST' && url.pathname === RESET_REQUEST_PATH;
    if (resetRequest && sentAsJson(request) && emailInJson(request.body))
      return answerBeforeLookingUp(request, reply, url);
    if (account) {
      const minutes = await lockedMinutes(db, account);
      if (minutes > 0)
        return reply.code(429).send({
          code: 'ACCOUNT_LOCKED',
          message: `Too many failed sign-ins for this account: try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
        });
    }
    const response = await app.deps.auth.handler(webRequest(request, url));
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

  // The mail limit of reset requests is counted before they are answered (better-auth counts it
  // again once it sees them).
  app.post(
    '/auth/request-password-reset',
    { schema: { hide: true }, config: { personal: true, rateLimit: resetRequestLimit(app.deps.config) } },
    forward,
  );

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

  await app.register(sessionRoutes);
  await app.register(betterAuthHandler);
};

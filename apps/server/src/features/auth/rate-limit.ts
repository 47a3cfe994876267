import type { BetterAuthOptions } from 'better-auth';
import type { Config } from '../../config.ts';

/**
 * better-auth reads the client's address from this header. The /api/auth route always sets it from
 * Fastify's `request.ip` (dropping any copy the client sent), so nobody can choose his own bucket.
 */
export const CLIENT_IP_HEADER = 'x-crankworks-client-ip';

/** Password guessing: 5 sign-in attempts per address, then a minute's pause. */
export const SIGN_IN_LIMIT = { window: 60, max: 5 };
/** Mass registration: 5 accounts per address, then ten minutes' pause. */
export const SIGN_UP_LIMIT = { window: 600, max: 5 };
/** Mail bombing: 3 password-reset or verification e-mails per address, then a quarter hour's pause. */
export const MAIL_REQUEST_LIMIT = { window: 900, max: 3 };

type Rule = typeof SIGN_IN_LIMIT;

/**
 * The mail limit of reset requests, for the shop's own route that answers them before better-auth
 * sees them (@fastify/rate-limit's options), with the same exemption under NODE_ENV=test.
 */
export const resetRequestLimit = (config: Config) => ({
  max: MAIL_REQUEST_LIMIT.max,
  timeWindow: MAIL_REQUEST_LIMIT.window * 1000,
  ...(config.NODE_ENV === 'test' ? { allowList: (request: { ip: string }) => isLoopback(request.ip) } : {}),
});

const isLoopback = (ip: string | null) =>
  ip !== null && /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/.test(ip);

/**
 * On in every environment (better-auth turns it off outside production by default), counted in
 * the database so every server process shares the counters. Under NODE_ENV=test only, clients on
 * this machine are exempt: the end-to-end suite signs in far more often than any person would,
 * while the API tests of the limit call from other addresses. Everywhere else nobody is.
 *
 * better-auth's counter starts over only after a quiet `window`, so the session check, which the web
 * app makes on every page, is left out: an address that keeps browsing would otherwise be locked out.
 */
export function authRateLimit(config: Config) {
  const exemptLocal = config.NODE_ENV === 'test';
  const limited = (rule: Rule) =>
    exemptLocal
      ? (request: Request) => (isLoopback(request.headers.get(CLIENT_IP_HEADER)) ? false : rule)
      : rule;
  return {
    enabled: true,
    storage: 'database',
    customRules: {
      '/sign-in/email': limited(SIGN_IN_LIMIT),
      '/sign-up/email': limited(SIGN_UP_LIMIT),
      '/request-password-reset': limited(MAIL_REQUEST_LIMIT),
      '/send-verification-email': limited(MAIL_REQUEST_LIMIT),
      '/get-session': false,
    },
  } satisfies BetterAuthOptions['rateLimit'];
}

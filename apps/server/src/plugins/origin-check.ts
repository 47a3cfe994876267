import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { trustedOrigins } from '../features/auth/index.ts';
import { forbidden } from '../lib/errors.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** better-auth checks its own routes' origins; Stripe's webhook carries no cookie but a signature. */
const OWN_CHECK = ['/api/auth/', '/api/stripe/'];
const SESSION_COOKIE = /(^|;\s*)(__Secure-)?better-auth\.session_token=/;

/** The origin a browser says the request came from: Origin, or lacking it, the Referer's. */
function originOfRequest(request: FastifyRequest): string | undefined {
  const { origin, referer } = request.headers;
  if (origin) return origin;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

/**
 * Defence in depth beside SameSite=Lax: a state-changing /api request that rides on the session
 * cookie must come from one of our own pages. API clients with a bearer token send no cookie and are
 * not affected. A page form posted as plain HTML always must, cookie or not: another site could
 * otherwise sign a visitor into its own account, or post in his name.
 */
export function registerOriginCheck(app: FastifyInstance, config: Config) {
  const allowed = new Set(trustedOrigins(config));
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    if (!request.routeOptions.config.pageForm) {
      if (!request.url.startsWith('/api/')) return;
      if (OWN_CHECK.some((prefix) => request.url.startsWith(prefix))) return;
      if (!SESSION_COOKIE.test(request.headers.cookie ?? '')) return;
    }
    const origin = originOfRequest(request);
    if (!origin || !allowed.has(origin))
      throw forbidden('This request must come from the shop’s own pages (Origin not allowed)');
  });
}

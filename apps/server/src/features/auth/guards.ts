import { isAPIError } from 'better-auth/api';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../../lib/errors.ts';
import type { ResolvedSession } from './session-cache.ts';

/**
 * better-auth refuses (401) a session that is deleted while it renews it (signed out on another
 * device at that moment): the caller is then signed out, not a failure of the shop.
 */
function signedOutIfRefused(error: unknown): null {
  if (isAPIError(error) && error.statusCode === 401) return null;
  throw error;
}

/**
 * The session of the request's cookie or bearer token (better-auth's bearer plugin), or null. Looked up
 * by better-auth, then kept a few seconds in the session cache while the change feed is live.
 */
export async function resolveSession(request: FastifyRequest): Promise<ResolvedSession | null> {
  const { sessionCache, deps } = request.server;
  const { cookie = '', authorization = '' } = request.headers;
  if (!cookie && !authorization) return null;
  const credentials = `${cookie}\n${authorization}`;
  const live = deps.database.changes.live;
  const cached = live ? sessionCache.get(credentials) : undefined;
  if (cached) {
    request.answersPerson = true;
    return cached;
  }
  const generation = sessionCache.generation;
  const found = await deps.auth.api
    .getSession({ headers: fromNodeHeaders(request.headers) })
    .catch(signedOutIfRefused);
  if (!found) return null;
  const { user, session } = found;
  const resolved: ResolvedSession = {
    user: { id: user.id, email: user.email, name: user.name, role: user.role === 'admin' ? 'admin' : 'user' },
    token: session.token,
  };
  if (live) sessionCache.set(credentials, generation, resolved, session.expiresAt);
  request.answersPerson = true;
  return resolved;
}

/**
 * onRequest hook: a visitor gets 401; a signed-in caller continues with `request.user` set. It runs
 * before the body is parsed and validated, so nobody learns a route's rules before proving who he is.
 */
export async function requireUser(request: FastifyRequest) {
  const resolved = await resolveSession(request);
  if (!resolved) throw unauthorized('Sign in first');
  request.user = resolved.user;
}

/** onRequest hook: a visitor gets 401, a customer 403 — before any validation. */
export async function requireAdmin(request: FastifyRequest) {
  await requireUser(request);
  if (request.user.role !== 'admin') throw forbidden('Only an admin may do this');
}

export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Throws 403 unless the signed-in user is the owner of `email` or an admin. Call after requireUser. */
export function ownerOrAdmin(request: FastifyRequest, email: string) {
  if (request.user.role === 'admin' || sameEmail(request.user.email, email)) return;
  throw forbidden('You may only do this for your own account');
}

/** Throws 403 unless the signed-in user is the owner of `email` (admins included). Call after requireUser. */
export function ownerOnly(request: FastifyRequest, email: string) {
  if (sameEmail(request.user.email, email)) return;
  throw forbidden('You may only do this for your own account');
}

import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.ts';
import { createAuth, type Auth } from './auth.ts';
import { SessionCache } from './session-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** better-auth, on the app's database: the /api/auth routes and the guards use it. */
    auth: Auth;
    sessionCache: SessionCache;
  }
  interface FastifyContextConfig {
    /** A write to this route may end sessions or change a user's rights: cached sessions are forgotten. */
    changesSessions?: boolean;
  }
}

/**
 * Puts one better-auth instance and its session cache on the root instance, so the guards of every
 * feature reach them. The cache empties on this process's own session writes before they answer, and
 * on the database's notifications for everyone else's.
 */
export function decorateAuth(app: FastifyInstance, deps: AppDeps) {
  app.decorate('auth', createAuth(deps.config, deps.database.db, app.log));
  const cache = new SessionCache();
  app.decorate('sessionCache', cache);
  const unsubscribe = deps.database.changes.subscribe({
    changed: (channel, userId) => {
      if (channel !== 'auth_changed') return;
      if (userId) cache.forgetUser(userId);
      else cache.clear();
    },
    reset: () => cache.clear(),
  });
  app.addHook('onClose', async () => unsubscribe());
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.routeOptions.config.changesSessions && request.method !== 'GET') cache.clear();
    return payload;
  });
}

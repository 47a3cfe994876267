import type { FastifyInstance } from 'fastify';
import { SessionCache } from './session-cache.ts';

/**
 * Puts the session cache on the root instance, so the guards of every feature reach it. It empties
 * on this process's own session writes before they answer, and on the database's notifications for
 * everyone else's.
 */
export function registerSessionCache(app: FastifyInstance) {
  const cache = new SessionCache();
  app.decorate('sessionCache', cache);
  const unsubscribe = app.deps.database.changes.subscribe({
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

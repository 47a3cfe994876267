import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { IDLE_GRACE_MS, trackSockets } from './idle-sockets.ts';

/** Part of buildApp: the flag, the socket tracking, and the hook that ends connections once draining. */
export function registerDrainState(app: FastifyInstance) {
  app.decorate('draining', false);
  // http.Server#close() calls closeIdleConnections(), which resets sockets whose request is not read
  // yet; this one leaves every socket a grace period.
  const sockets = trackSockets(app.server);
  app.server.closeIdleConnections = sockets.closeIdle;
  app.decorate('acceptedConnections', sockets.accepted);
  app.decorate('keepIdleSocketsForProxyNotice', sockets.keepIdleForProxyNotice);
  app.addHook('onSend', async (_request, reply) => {
    if (app.draining) reply.header('connection', 'close');
  });
}

/**
 * Closes the listener once a turn of the event loop accepted no connection (or IDLE_GRACE_MS
 * passed: clients that keep reconnecting would hold it open forever). Connections still in the
 * kernel's accept queue when a listener closes are reset, not refused, so they are taken in first.
 * Resolves when every connection has ended.
 */
function stopAccepting(app: FastifyInstance) {
  const giveUpAt = Date.now() + IDLE_GRACE_MS;
  return new Promise<void>((resolve) => {
    let seen = -1;
    const check = () => {
      const quiet = app.acceptedConnections() === seen;
      if (quiet || Date.now() >= giveUpAt) app.server.close(() => resolve());
      else setImmediate(check);
      seen = app.acceptedConnections();
    };
    setImmediate(check);
  });
}

/**
 * Graceful shutdown: stop listening, finish every request already received, close keep-alive
 * sockets once idle (and once a load balancer has had time to stop using them), then close the
 * database. Resolves false when `timeoutMs` passed first.
 */
export async function drain(app: FastifyInstance, database: Database, timeoutMs: number): Promise<boolean> {
  app.draining = true;
  app.keepIdleSocketsForProxyNotice();
  let deadlineTimer: NodeJS.Timeout | undefined;
  const deadline = new Promise<false>((resolve) => {
    deadlineTimer = setTimeout(() => resolve(false), timeoutMs);
  });
  // Swept after the poll phase, so a request that waited in a socket's buffer is seen as busy.
  const sweeper = setInterval(() => setImmediate(() => app.server.closeIdleConnections()), IDLE_GRACE_MS / 5);
  const closing = (async () => {
    await stopAccepting(app);
    await app.close();
    await database.close();
    return true as const;
  })();
  try {
    return await Promise.race([closing, deadline]);
  } finally {
    clearTimeout(deadlineTimer);
    clearInterval(sweeper);
  }
}

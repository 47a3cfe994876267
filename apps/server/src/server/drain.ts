import { Server } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';

export interface DrainOptions {
  /** After this long the process closes every connection and exits anyway. */
  deadlineMs: number;
  /** How long the server stays quiet (nothing in flight) before it closes the connections left idle. */
  quietMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const openConnections = (app: FastifyInstance) =>
  new Promise<number>((resolve) => app.server.getConnections((error, count) => resolve(error ? 0 : count)));

/**
 * A graceful stop. /api/ready turns 503 so a load balancer stops sending; the listening socket
 * closes, so new connections are refused (a client or balancer retries elsewhere); every request
 * already received is answered, each with `Connection: close`; once nothing has been in flight for
 * `quietMs`, the idle connections left are closed, then the database. Node's own `server.close()`
 * would close "idle" connections at once — including ones whose request has arrived but not yet
 * been read while the event loop was busy, which the client then sees reset.
 */
export async function drain(
  app: FastifyInstance,
  database: Database,
  options: DrainOptions,
): Promise<boolean> {
  const quietMs = options.quietMs ?? 300;
  const deadline = Date.now() + options.deadlineMs;
  app.lifecycle.draining = true;
  Server.prototype.close.call(app.server);

  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (app.lifecycle.inFlight > 0) quietSince = Date.now();
    else if ((await openConnections(app)) === 0 || Date.now() - quietSince >= quietMs) break;
    await sleep(20);
  }
  const inTime = Date.now() < deadline;
  if (!inTime) app.server.closeAllConnections();
  await app.close();
  await database.close();
  return inTime;
}

import type { FastifyInstance } from 'fastify';
import { runWhileUp, startBackgroundLoop } from '../../lib/background-loop.ts';
import { deleteExpiredKeys } from './store.ts';

const HOUR_MS = 60 * 60 * 1000;

/** Part of buildApp: keys older than a day are already ignored; each server deletes them hourly. */
export function runKeyExpiry(app: FastifyInstance) {
  runWhileUp(app, () =>
    startBackgroundLoop({
      step: () => deleteExpiredKeys(app.deps.database.db),
      pollMs: HOUR_MS,
      log: app.log,
      failure: 'deleting Idempotency-Keys older than a day failed',
    }),
  );
}

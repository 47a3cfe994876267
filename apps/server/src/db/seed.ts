import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from './client.ts';
import type { SeedStep } from './seed/step.ts';

/** Any fixed number works; it only has to be the same in every process that seeds this database. */
const SEED_LOCK_KEY = 727_465_001;

/**
 * Fills an empty database with starting data (`steps`, in order: the app's list is `seedSteps`);
 * never duplicates on restart. Each step runs in a transaction holding an advisory lock, so two
 * processes starting at once on one PostgreSQL seed once: the second waits, then finds the data there.
 */
export async function seedDatabase(
  db: Db,
  steps: readonly SeedStep[],
  config: Config,
  log: FastifyBaseLogger,
) {
  for (const step of steps) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY}::bigint)`);
      await step({ db: tx, config, log });
    });
  }
}

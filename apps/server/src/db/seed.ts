import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from './client.ts';
import { order, product, review, user } from './schema/index.ts';
import type { SeedStep } from './seed/step.ts';

/** Any fixed number works; it only has to be the same in every process that seeds this database. */
const SEED_LOCK_KEY = 727_465_001;

/**
 * A database nobody has used yet: no account, order, product or review. A shop in use always has
 * one of them (an admin who cleared the catalogue and the reviews is still an account).
 */
async function isNewDatabase(db: Db) {
  for (const table of [user, order, product, review]) if ((await db.$count(table)) > 0) return false;
  return true;
}

/**
 * Fills a new database with starting data (`steps`, in order: the app's list is `seedSteps`);
 * a shop in use gets none back on restart. Whether the database is new is judged once, before the
 * first step, and all steps run in one transaction holding an advisory lock, so two processes
 * starting at once on one PostgreSQL seed once: the second waits, then finds the database in use.
 */
export async function seedDatabase(
  db: Db,
  steps: readonly SeedStep[],
  config: Config,
  log: FastifyBaseLogger,
) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY}::bigint)`);
    const newDatabase = await isNewDatabase(tx);
    for (const step of steps) await step({ db: tx, config, log, newDatabase });
  });
}

import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from './client.ts';
import { seedCatalog } from './seed/catalog.ts';
import { seedReviews } from './seed/reviews.ts';
import { seedDemoUsers } from '../features/auth/demo-accounts.ts';
import type { SeedStep } from './seed/step.ts';

/** Starting data, in order. A feature adds its own step (e.g. demo users) with one line here. */
const steps: SeedStep[] = [seedCatalog, seedReviews, seedDemoUsers];

/** Any fixed number works; it only has to be the same in every process that seeds this database. */
const SEED_LOCK_KEY = 727_465_001;

/**
 * Fills an empty database with starting data; never duplicates on restart. Each step runs in a
 * transaction holding an advisory lock, so two processes starting at once on one PostgreSQL
 * seed once: the second waits, then finds the data there.
 */
export async function seedDatabase(db: Db, config: Config, log: FastifyBaseLogger) {
  for (const step of steps) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY}::bigint)`);
      await step({ db: tx, config, log });
    });
  }
}

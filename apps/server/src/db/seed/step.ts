import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../client.ts';

export interface SeedContext {
  /**
   * The transaction that holds the seed lock. Write through it only: PGlite has a single
   * connection, so a query on another handle would wait for this transaction forever.
   */
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  /** Judged before the first step: no account, order, product or review yet. */
  newDatabase: boolean;
}

/** One kind of starting data. Data a shop may delete goes into a new database only (`newDatabase`). */
export type SeedStep = (context: SeedContext) => Promise<void>;

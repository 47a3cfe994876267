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
}

/** One kind of starting data. It checks for itself whether its data is already there. */
export type SeedStep = (context: SeedContext) => Promise<void>;

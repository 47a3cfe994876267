import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from './client.ts';

/** Fills an empty database with the demo catalogue and reviews; never duplicates on restart. */
export async function seedDatabase(_db: Db, _config: Config, _log: FastifyBaseLogger) {
  // TODO(seed helper): catalogue, reviews.
}

import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';
import type { PoolStats } from '../lib/metrics.ts';
import { describeDataDir } from './data-dir.ts';
import { openEmbedded, snapshotEmbedded, type EmbeddedSnapshot } from './embedded.ts';
import { appliedMigrations, assertKnownSchema, migrationsFolder } from './migrations.ts';
import { pgliteChangeFeed, postgresChangeFeed, type ChangeFeed } from './change-feed.ts';
import { pgliteRunPrepared, postgresRunPrepared, type RunPrepared } from './prepared.ts';
import { takingTurns } from './taking-turns.ts';
import { trackTransactions } from './open-transactions.ts';

export type Schema = typeof schema;
/** The one database type the app codes against, whether PGlite or PostgreSQL is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Changes notified by the database's triggers (caches are emptied by them). */
  changes: ChangeFeed;
  /** Runs a statement parsed and planned once per connection (db/prepared.ts): the hot writes. */
  runPrepared: RunPrepared;
  /** The embedded database only: a consistent copy of its files, taken between statements (backups). */
  snapshot?: () => Promise<EmbeddedSnapshot>;
  /** PostgreSQL's pool use, for the metrics (the embedded database has no pool). */
  poolStats?: () => PoolStats;
}

export interface DatabaseOptions {
  /** A postgres:// URL; without it the embedded PGlite is used. */
  url?: string;
  /** Folder for PGlite's files; undefined keeps the data in memory. */
  dataDir?: string;
  /** Largest pool size for PostgreSQL. */
  poolSize?: number;
  /** PostgreSQL: how long to wait for a connection, and the longest a statement may run. */
  connectTimeoutMs?: number;
  statementTimeoutMs?: number;
  /** Errors of idle connections (a database restart drops them all); they never end the process. */
  onBackgroundError?: (error: Error) => void;
}

/**
 * Brings a PostgreSQL schema up to date on a connection of its own, without the pool's time limits:
 * a migration that builds an index over a shop's whole order history may rightly take minutes.
 */
async function migratePostgres(url: string, connectTimeoutMs: number) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs });
  // A connection lost mid-migration fails the migration's own query; the event must not end the process.
  client.on('error', () => undefined);
  await client.connect();
  try {
    assertKnownSchema("DATABASE_URL's database", await appliedMigrations((text) => client.query(text)));
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    await client.end();
  }
}

/** Opens the database and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    await migratePostgres(options.url, options.connectTimeoutMs ?? 5_000);
    const statementTimeout = options.statementTimeoutMs ?? 15_000;
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // A stuck or unreachable database answers 503 within these, instead of piling up requests.
      connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
      statement_timeout: statementTimeout,
      query_timeout: statementTimeout + 1_000,
      idle_in_transaction_session_timeout: statementTimeout * 2,
    });
    // Without a listener, an idle client's error (57P01 when PostgreSQL restarts) would crash the process.
    pool.on('error', (error) => options.onBackgroundError?.(error));
    const db = drizzlePg(pool, { schema });
    const changes = await postgresChangeFeed({
      url: options.url,
      connectTimeoutMs: options.connectTimeoutMs ?? 5_000,
      retryMs: 1_000,
      onError: (error) => options.onBackgroundError?.(error),
    });
    return {
      db: trackTransactions(db as unknown as Db),
      kind: 'postgres',
      changes,
      runPrepared: postgresRunPrepared(pool),
      ping: async () => void (await pool.query('select 1')),
      close: async () => {
        await changes.close();
        await pool.end();
      },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  const { client, folder, lock } = await openEmbedded(options.dataDir);
  try {
    const where =
      options.dataDir && folder ? describeDataDir(options.dataDir, folder) : 'The in-memory database';
    assertKnownSchema(where, await appliedMigrations((text) => client.query(text)));
  } catch (error) {
    await client.close();
    await lock?.release();
    throw error;
  }
  // Its pages are read from memory or the OS cache, never a spinning disk: with PostgreSQL's default
  // random_page_cost (4) the planner prefers scanning 100k rows to a search index.
  await client.exec('SET random_page_cost = 1.1');
  const turns = takingTurns(client);
  const db = drizzlePglite(turns.client, { schema });
  await migratePglite(db, { migrationsFolder });
  const changes = await pgliteChangeFeed(client);
  const prepared = pgliteRunPrepared(client);
  return {
    db: trackTransactions(db as unknown as Db),
    kind: 'pglite',
    changes,
    runPrepared: (statement, values) => turns.inTurn(() => prepared(statement, values)),
    snapshot: folder ? () => turns.inTurn(() => snapshotEmbedded(client, folder)) : undefined,
    ping: async () => void (await client.query('select 1')),
    close: async () => {
      // A backup copying the files (a turn of its own) finishes before PGlite's shutdown writes them.
      await turns.inTurn(async () => undefined);
      await changes.close();
      await client.close();
      await lock?.release();
    },
  };
}

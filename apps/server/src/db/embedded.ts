import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { prepareDataDir, unreadableDatabase } from './data-dir.ts';
import { lockDataDir, type DataDirLock } from './data-dir-lock.ts';

/**
 * Migration 0004 creates the extension pg_trgm, so every new database needs it, though its trigram
 * indexes have given way to gram indexes (migration 0011, decision 041).
 */
const embeddedOptions: PGliteOptions = { extensions: { pg_trgm } };

/**
 * PGlite in memory, or on a data folder that is checked first (never initialised over other files)
 * and locked for this process while it is open.
 */
export async function openEmbedded(
  dataDir: string | undefined,
): Promise<{ client: PGlite; lock?: DataDirLock }> {
  if (!dataDir) return { client: await PGlite.create(embeddedOptions) };
  const folder = prepareDataDir(dataDir);
  const lock = await lockDataDir(dataDir, folder);
  try {
    return { client: await PGlite.create(folder, embeddedOptions), lock };
  } catch (error) {
    await lock.release();
    throw unreadableDatabase(dataDir, folder, error);
  }
}

const countMigrations = async (client: PGlite) =>
  (await client.query<{ count: number }>('select count(*)::int as count from drizzle.__drizzle_migrations'))
    .rows[0]!.count;

/** A copy of the database's files as a tar, and how many migrations it has. */
export interface EmbeddedSnapshot {
  tar: Uint8Array;
  migrations: number;
}

/**
 * Copies the data folder as one consistent whole: called between statements (the caller takes a
 * turn), a checkpoint first writes every change into the data files, and PGlite reads all of them
 * before any other statement can run.
 */
export async function snapshotEmbedded(client: PGlite): Promise<EmbeddedSnapshot> {
  await client.exec('CHECKPOINT');
  const migrations = await countMigrations(client);
  const dump = await client.dumpDataDir('none');
  return { tar: new Uint8Array(await dump.arrayBuffer()), migrations };
}

/** Unpacks a snapshot into `folder` (new or empty) and opens it once to prove it is a database. */
export async function loadEmbeddedSnapshot(folder: string, tar: Uint8Array) {
  const client = await PGlite.create(folder, {
    ...embeddedOptions,
    loadDataDir: new Blob([tar], { type: 'application/x-tar' }),
  });
  try {
    return { migrations: await countMigrations(client) };
  } finally {
    await client.close();
  }
}

import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { entriesOf, tarOf, type TarEntry } from '../lib/tar.ts';
import { OWN_FILES, prepareDataDir, unreadableDatabase } from './data-dir.ts';
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
): Promise<{ client: PGlite; folder?: string; lock?: DataDirLock }> {
  if (!dataDir) return { client: await PGlite.create(embeddedOptions) };
  const folder = prepareDataDir(dataDir);
  const lock = await lockDataDir(dataDir, folder);
  try {
    return { client: await PGlite.create(folder, embeddedOptions), folder, lock };
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

const walSegment = /^pg_wal\/[0-9A-F]{24}$/;

/** Every folder and file under `folder` (relative names) that `keep` accepts, read without blocking. */
async function readFolder(folder: string, keep: (name: string) => boolean) {
  const entries: TarEntry[] = [];
  const visit = async (relative: string) => {
    for (const item of await readdir(join(folder, relative), { withFileTypes: true })) {
      const name = relative ? `${relative}/${item.name}` : item.name;
      if (!keep(name)) continue;
      if (item.isDirectory()) {
        entries.push({ name });
        await visit(name);
      } else if (item.isFile()) entries.push({ name, data: await readFile(join(folder, name)) });
    }
  };
  await visit('');
  return entries;
}

/**
 * Copies the data folder as one consistent whole. The caller takes a turn (no statement runs until
 * it ends, and PGlite has no background writer): a checkpoint writes every change into the data
 * files, then they are read, with the WAL from the checkpoint on and none of the old segments
 * PostgreSQL keeps for reuse (on a busy shop most of the folder). The event loop stays free meanwhile.
 */
export async function snapshotEmbedded(client: PGlite, folder: string): Promise<EmbeddedSnapshot> {
  await client.exec('CHECKPOINT');
  const migrations = await countMigrations(client);
  const wal = (
    await client.query<{ first: string; last: string }>(
      'select redo_wal_file as first, pg_walfile_name(pg_current_wal_lsn()) as last from pg_control_checkpoint()',
    )
  ).rows[0]!;
  const needed = (name: string) =>
    !OWN_FILES.has(name) &&
    (!walSegment.test(name) || (name.slice(7) >= wal.first && name.slice(7) <= wal.last));
  return { tar: tarOf(await readFolder(folder, needed)), migrations };
}

/** Unpacks a snapshot into `folder` (new) and opens it once: it must be a database with our schema. */
export async function loadEmbeddedSnapshot(folder: string, tar: Buffer) {
  await mkdir(folder, { mode: 0o700 });
  for (const { name, data } of entriesOf(tar)) {
    const path = join(folder, name);
    if (data) await writeFile(path, data, { mode: 0o600 });
    else await mkdir(path, { recursive: true, mode: 0o700 });
  }
  const client = await PGlite.create(folder, embeddedOptions);
  try {
    await countMigrations(client);
  } finally {
    await client.close();
  }
}

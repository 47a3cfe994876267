import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { fsyncSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { syncTreeToDisk } from '../lib/sync-to-disk.ts';
import { entriesOf, tarOf, type TarEntry } from '../lib/tar.ts';
import { OWN_FILES, prepareDataDir, unreadableDatabase } from './data-dir.ts';
import { lockDataDir, type DataDirLock } from './data-dir-lock.ts';

/**
 * Migration 0004 creates the extension pg_trgm, so every new database needs it, though its trigram
 * indexes have given way to gram indexes (migration 0011, decision 041).
 */
const embeddedOptions: PGliteOptions = { extensions: { pg_trgm } };

/** What is used here of Emscripten's NODEFS, which PGlite's types leave opaque. */
interface EmscriptenNodeFs {
  stream_ops: { fsync?: (stream: { nfd: number }) => number };
  tryFSOperation<T>(operation: () => T): T;
}

/**
 * PGlite's file system for a data folder (Emscripten's NODEFS), with fsync(2) added: NODEFS has none,
 * so Emscripten answered PostgreSQL's fsync with success and no system call, and a commit reached
 * the kernel's cache, never the disk, where a power cut could lose it or leave the folder
 * inconsistent. A failed fsync becomes PostgreSQL's error, and PostgreSQL stops, as it should.
 */
class SyncedNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>) {
    const { emscriptenOpts } = await super.init(...args);
    const addFsync = (mod: { NODEFS: unknown }) => {
      const nodefs = mod.NODEFS as EmscriptenNodeFs;
      nodefs.stream_ops.fsync = (stream) =>
        nodefs.tryFSOperation(() => {
          fsyncSync(stream.nfd);
          return 0;
        });
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), addFsync] } };
  }
}

/**
 * PGlite starts PostgreSQL with fsync off (`-F`): back on, with the WAL synced by fsync, since
 * fdatasync (PostgreSQL's default here) is a no-op in Emscripten whatever the file system.
 */
const syncedStart = [...PGlite.defaultStartParams, '-c', 'fsync=on', '-c', 'wal_sync_method=fsync'];

/** PGlite on a data folder, each commit on the disk before it returns. */
const openFolder = (folder: string) =>
  PGlite.create({ ...embeddedOptions, fs: new SyncedNodeFS(folder), startParams: syncedStart });

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
  const client = await openFolder(folder).catch(async (error: unknown) => {
    await lock.release();
    throw unreadableDatabase(dataDir, folder, error);
  });
  // What was written before PostgreSQL synced goes to the disk once, before anything is committed:
  // a new folder's files (PGlite copies initdb's in), or a folder an earlier version ran unsynced.
  syncTreeToDisk(folder);
  return { client, folder, lock };
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
  const client = await openFolder(folder);
  try {
    await countMigrations(client);
  } finally {
    await client.close();
  }
}

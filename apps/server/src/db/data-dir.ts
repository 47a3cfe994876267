import {
  accessSync,
  constants,
  existsSync,
  mkdirSync,
  readdirSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { StartupError } from '../lib/startup-error.ts';

/** Files of ours that may sit in a data folder before the database does. */
export const OWN_FILES = new Set(['.crankworks.sock']);

/** What a folder holds besides our own files: nothing in a folder fit for a new database. */
export const foreignEntries = (folder: string) => readdirSync(folder).filter((name) => !OWN_FILES.has(name));

/**
 * The one name of a folder however it is reached (symlinks followed), for what must be the same for
 * every path to it: its lock and its backup socket. A folder not made yet is named after its parent's
 * real path and its own name.
 */
export function realFolder(folder: string): string {
  try {
    return realpathSync(folder);
  } catch {
    const parent = dirname(folder);
    return parent === folder ? folder : join(realFolder(parent), basename(folder));
  }
}

/** `DATA_DIR=./data (/srv/shop/data)`: the setting as written and the folder it means. */
export const describeDataDir = (setting: string, folder: string) =>
  setting === folder ? `DATA_DIR=${setting}` : `DATA_DIR=${setting} (${folder})`;

const failure = (setting: string, folder: string, problem: string) =>
  new StartupError(`${describeDataDir(setting, folder)} ${problem}`);

function assertWritable(setting: string, folder: string) {
  // Root passes every permission check, so try a real write rather than trusting access(2) alone.
  const probe = join(folder, `.crankworks-write-test-${process.pid}`);
  try {
    accessSync(folder, constants.W_OK);
    writeFileSync(probe, '');
    rmSync(probe);
  } catch (error) {
    throw failure(
      setting,
      folder,
      `is not writable by this process (${(error as NodeJS.ErrnoException).code}).`,
    );
  }
}

/**
 * Checks the embedded database's folder before anything opens it, and returns its absolute path.
 * A missing or empty folder is fine (a new database is made there); a folder that holds a database
 * is fine; anything else stops start-up, so existing files are never initialised over.
 */
export function prepareDataDir(setting: string): string {
  const folder = resolve(setting);
  if (!existsSync(folder)) {
    try {
      mkdirSync(folder, { recursive: true });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      throw failure(setting, folder, `cannot be created (${code}).`);
    }
  }
  if (!statSync(folder).isDirectory()) throw failure(setting, folder, 'is a file, not a folder.');
  assertWritable(setting, folder);
  const entries = foreignEntries(folder);
  if (entries.length > 0 && !entries.includes('PG_VERSION')) {
    throw failure(
      setting,
      folder,
      'holds files but no database (no PG_VERSION): refusing to create a database over them. ' +
        'Point DATA_DIR at an empty or new folder, or at a Crankworks data folder.',
    );
  }
  return folder;
}

/** The error for a folder that has PG_VERSION but does not open as a database. */
export const unreadableDatabase = (setting: string, folder: string, cause: unknown) =>
  failure(
    setting,
    folder,
    `is not a database this server can open (${cause instanceof Error ? cause.message : String(cause)}). ` +
      'It may be damaged or from another PostgreSQL version; restore it from a backup.',
  );

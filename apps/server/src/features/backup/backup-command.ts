import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Config } from '../../config.ts';
import { describeDataDir } from '../../db/data-dir.ts';
import { DataDirInUseError } from '../../db/data-dir-lock.ts';
import { openEmbedded, snapshotEmbedded } from '../../db/embedded.ts';
import { writeBackup } from './backup-file.ts';
import { formatBytes } from './command-result.ts';
import { CommandError } from './errors.ts';
import { askRunningServer, writeEmbeddedBackup, type WrittenBackup } from './live-backup.ts';
import { dumpPostgres } from './postgres-backup.ts';

/** No server runs on the folder: this process opens it (locked, never migrated) and copies it. */
async function backupStoppedFolder(config: Config): Promise<WrittenBackup> {
  const folder = resolve(config.DATA_DIR);
  if (!existsSync(join(folder, 'PG_VERSION'))) {
    throw new CommandError(
      `${describeDataDir(config.DATA_DIR, folder)} holds no database: nothing to back up.`,
    );
  }
  const { client, lock } = await openEmbedded(config.DATA_DIR).catch((error: unknown) => {
    if (!(error instanceof DataDirInUseError)) throw error;
    // The server has the folder but did not answer the request: it is starting, or it is older.
    throw new CommandError(`${error.message} It did not take the backup request: try again once it is up.`);
  });
  try {
    return await writeEmbeddedBackup(config.BACKUP_DIR, await snapshotEmbedded(client, folder));
  } finally {
    await client.close();
    await lock?.release();
  }
}

/**
 * The embedded database is copied by the server that has it open, between two statements, while
 * it goes on serving (decision 051); only when none runs does this process open the folder itself.
 */
async function backupEmbedded(config: Config) {
  const answer = await askRunningServer(resolve(config.DATA_DIR));
  if (!answer)
    return { written: await backupStoppedFolder(config), by: 'this command (no server was running)' };
  if ('error' in answer)
    throw new CommandError(`The running server could not write the backup: ${answer.error}`);
  return { written: answer, by: 'the running server, which went on serving' };
}

/** `npm run backup`: returns the lines to print; throws CommandError for an expected problem. */
export async function backupCommand(config: Config, args: string[]) {
  if (args.length > 0) {
    throw new CommandError(
      `npm run backup takes no arguments (got ${args.join(' ')}); it writes into BACKUP_DIR (${config.BACKUP_DIR}).`,
    );
  }
  const { written, by } = config.DATABASE_URL
    ? { written: await backupPostgres(config.DATABASE_URL, config.BACKUP_DIR), by: 'pg_dump' }
    : await backupEmbedded(config);
  return `Backup written by ${by}: ${written.path} (${formatBytes(written.bytes)})`;
}

async function backupPostgres(url: string, directory: string) {
  const { payload, migrations } = await dumpPostgres(url);
  return writeBackup(directory, 'postgres', migrations, payload);
}

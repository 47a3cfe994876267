import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Config } from '../../config.ts';
import { describeDataDir } from '../../db/data-dir.ts';
import { knownMigrations } from '../../db/migrations.ts';
import { verifyBackup, type BackupDescription } from './backup-file.ts';
import { CommandError, RestoreRefusedError } from './errors.ts';
import { restoreEmbedded } from './embedded-restore.ts';
import { restorePostgres } from './postgres-backup.ts';
import { describeDatabase } from './postgres-tools.ts';

const usage = 'Usage: npm run restore -- FILE [--force]   or   npm run restore -- FILE --check';

function parseArgs(args: string[]) {
  const flags = args.filter((arg) => arg.startsWith('-'));
  const files = args.filter((arg) => !arg.startsWith('-'));
  const unknown = flags.filter((flag) => flag !== '--force' && flag !== '--check');
  if (unknown.length) throw new CommandError(`Unknown option ${unknown.join(', ')}. ${usage}`);
  if (files.length !== 1) throw new CommandError(`Name exactly one backup file. ${usage}`);
  if (flags.includes('--force') && flags.includes('--check'))
    throw new CommandError(`--check touches nothing; it does not go with --force. ${usage}`);
  return { file: files[0]!, force: flags.includes('--force'), check: flags.includes('--check') };
}

function readBackup(file: string) {
  try {
    return readFileSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const problem =
      code === 'ENOENT' ? 'does not exist' : code === 'EISDIR' ? 'is a folder' : `cannot be read (${code})`;
    throw new CommandError(`${file} ${problem}.`);
  }
}

const summary = (file: string, { kind, createdAt, migrations }: BackupDescription) =>
  `${file}: a ${kind === 'pglite' ? 'backup of the embedded database' : 'PostgreSQL backup'} made ${createdAt}, schema at migration ${migrations}`;

/** A backup restores into the kind of database it was taken from, which the settings must name. */
function assertTargetMatches(file: string, kind: BackupDescription['kind'], config: Config) {
  if (kind === 'postgres' && !config.DATABASE_URL)
    throw new CommandError(
      `${file} is a PostgreSQL backup: set DATABASE_URL to the empty database to restore it into.`,
    );
  if (kind === 'pglite' && config.DATABASE_URL)
    throw new CommandError(
      `${file} is a backup of the embedded database: unset DATABASE_URL to restore it into DATA_DIR.`,
    );
}

/** A backup a newer release took holds a schema this code does not know: the shop could not run on it. */
function assertSchemaKnown(file: string, migrations: number) {
  const known = knownMigrations();
  if (migrations <= known) return;
  throw new RestoreRefusedError(
    `${file} holds a schema at migration ${migrations}, but this release of Crankworks has only ${known} migrations: ` +
      'a newer release took it. Restore it with that release (or a newer one); nothing was changed.',
  );
}

/**
 * `npm run restore -- FILE [--force]`: checks the whole file first (a damaged one changes nothing),
 * then restores into an empty DATA_DIR or database. `--check` stops after the check.
 */
export async function restoreCommand(config: Config, args: string[]) {
  const { file, force, check } = parseArgs(args);
  const { description, payload } = verifyBackup(file, readBackup(file));
  const about = summary(file, description);
  if (check) return `${about}: complete, checksum verified.`;
  assertTargetMatches(file, description.kind, config);
  assertSchemaKnown(file, description.migrations);
  const next = 'Start the shop (npm start): it migrates the schema forward if the backup is older.';
  if (config.DATABASE_URL) {
    const { replaced } = await restorePostgres(config.DATABASE_URL, payload, force);
    const how = replaced
      ? ' with --force: pg_restore --clean --if-exists dropped and recreated the objects the backup holds (others were left as they were).'
      : '.';
    return `Restored ${about} into ${describeDatabase(config.DATABASE_URL)}${how}\n${next}`;
  }
  const { movedAside } = await restoreEmbedded(config.DATA_DIR, payload, force);
  const aside = movedAside ? ` The folder that was there is kept as ${movedAside}.` : '';
  return `Restored ${about} into ${describeDataDir(config.DATA_DIR, resolve(config.DATA_DIR))}.${aside}\n${next}`;
}

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { appliedMigrations } from '../../db/migrations.ts';
import { PostgresToolError, RestoreRefusedError } from './errors.ts';
import { describeDatabase, runPostgresTool } from './postgres-tools.ts';

/** One connection for `use`, closed afterwards; an error names the database. */
async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return await use(client);
  } catch (error) {
    throw new PostgresToolError(`${describeDatabase(url)} cannot be reached: ${(error as Error).message}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

const query = <T>(url: string, text: string) =>
  withClient(url, async (client) => (await client.query(text)).rows as T[]);

/** Tables, views and sequences outside PostgreSQL's own schemas: none in a database fit to restore into. */
const userObjectCount = async (url: string) =>
  (
    await query<{ count: number }>(
      url,
      `select count(*)::int as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
         and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'`,
    )
  )[0]!.count;

/** 0 for a database no shop has started on (drizzle's table is not there yet). */
const migrationCount = (url: string) =>
  withClient(url, (client) => appliedMigrations((text) => client.query(text)));

/** A folder of this process's own for pg_dump's and pg_restore's archive file, removed afterwards. */
async function withScratchFile<T>(use: (file: string) => Promise<T>) {
  const folder = mkdtempSync(join(tmpdir(), 'crankworks-pg-archive-'));
  try {
    return await use(join(folder, 'archive'));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** pg_dump's custom format: one consistent snapshot (a repeatable-read transaction), compressed. */
export async function dumpPostgres(url: string) {
  const migrations = await migrationCount(url);
  const payload = await withScratchFile(async (file) => {
    await runPostgresTool('pg_dump', url, ['--format=custom', `--file=${file}`]);
    return readFileSync(file);
  });
  return { payload, migrations };
}

/**
 * pg_restore in one transaction: it applies whole or not at all. Into an empty database only,
 * unless `force`, which drops and recreates the backup's objects (--clean --if-exists).
 */
export async function restorePostgres(url: string, payload: Uint8Array, force: boolean) {
  const objects = await userObjectCount(url);
  if (objects > 0 && !force) {
    throw new RestoreRefusedError(
      `${describeDatabase(url)} is not empty (${objects} tables, views or sequences): restore writes only into an empty database. ` +
        'Create a new one (createdb), or add --force to replace the objects the backup holds (pg_restore --clean --if-exists).',
    );
  }
  await withScratchFile(async (file) => {
    writeFileSync(file, payload, { mode: 0o600 });
    const clean = objects > 0 ? ['--clean', '--if-exists'] : [];
    await runPostgresTool('pg_restore', url, [
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      ...clean,
      file,
    ]);
  });
  return { replaced: objects > 0 };
}

import { fileURLToPath } from 'node:url';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { StartupError } from '../lib/startup-error.ts';

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

let known: number | undefined;

/**
 * How many migrations this code has: drizzle/meta/_journal.json, read as drizzle's migrator reads it
 * (every file, hashed), once: the files do not change while the process runs.
 */
export const knownMigrations = () => (known ??= readMigrationFiles({ migrationsFolder }).length);

/** How many migrations a database records in drizzle's own table; 0 for a new one. */
export async function appliedMigrations(query: (text: string) => Promise<{ rows: unknown[] }>) {
  const [found] = (await query(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`))
    .rows as { present: boolean }[];
  if (!found?.present) return 0;
  const [counted] = (await query('select count(*)::int as count from drizzle.__drizzle_migrations')).rows as {
    count: number;
  }[];
  return counted!.count;
}

/**
 * Refuses a database that a newer release migrated: drizzle's migrator runs nothing on it, and this
 * code would then run on a schema it does not know. `database` names it for the operator.
 */
export function assertKnownSchema(database: string, applied: number) {
  const known = knownMigrations();
  if (applied <= known) return;
  throw new StartupError(
    `${database} records ${applied} schema migrations, but this release of Crankworks has only ${known}: ` +
      'a newer release wrote it. Run that release (or a newer one), or restore a backup taken by this one.',
  );
}

import { sql } from 'drizzle-orm';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { rowsOf } from '../src/db/rows.ts';

declare global {
  var crankworksTestDatabase: Promise<Database> | undefined;
}

/**
 * The real database the API tests run on: PGlite in memory, or PostgreSQL when TEST_DATABASE_URL
 * is set. One per test process (tests run in a single fork), migrated once.
 */
export function testDatabase(): Promise<Database> {
  globalThis.crankworksTestDatabase ??= openDatabase({ url: process.env.TEST_DATABASE_URL });
  return globalThis.crankworksTestDatabase;
}

/** Empties every table of the app (keeps the migration history). */
export async function resetDatabase(database: Database) {
  const rows = rowsOf<{ tablename: string }>(
    await database.db.execute(sql`select tablename from pg_tables where schemaname = 'public'`),
  );
  const tables = rows.map((row) => `"public"."${row.tablename}"`);
  if (tables.length)
    await database.db.execute(sql.raw(`truncate ${tables.join(', ')} restart identity cascade`));
}

export interface TestApp {
  app: App;
  database: Database;
}

/** Builds the real app on an emptied database. Close the app after the test; the database stays open. */
export async function buildTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await testDatabase();
  await resetDatabase(database);
  const config = loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent', ...env });
  const app = await buildApp({ config, database });
  await app.ready();
  return { app, database };
}

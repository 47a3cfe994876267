import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type DatabaseOptions } from '../src/db/client.ts';
import { user } from '../src/db/schema/index.ts';
import { containsAny } from '../src/lib/search.ts';
import { StartupError } from '../src/lib/startup-error.ts';
import { rowsOf } from '../src/db/rows.ts';
import { scratchDatabase } from './scratch-database.ts';

const firstRelease = fileURLToPath(new URL('./fixtures/first-release-migrations', import.meta.url));
const todaysMigrations = fileURLToPath(new URL('../drizzle', import.meta.url));
const interimGramMigration = fileURLToPath(new URL('./fixtures/interim-gram-migration', import.meta.url));

interface Journal {
  entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
}

/**
 * The migrations a database had under commit 08aac32 (never released): today's 0000-0009, then the
 * interim 0010_gram_search, with the journal time it had.
 */
function interimGramMigrations() {
  const folder = mkdtempSync(join(tmpdir(), 'crankworks-interim-migrations-'));
  cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
  mkdirSync(join(folder, 'meta'));
  const journal = JSON.parse(
    readFileSync(join(todaysMigrations, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  const kept = journal.entries.filter((entry) => entry.idx < 10);
  for (const { tag } of kept) copyFileSync(join(todaysMigrations, `${tag}.sql`), join(folder, `${tag}.sql`));
  copyFileSync(join(interimGramMigration, '0010_gram_search.sql'), join(folder, '0010_gram_search.sql'));
  const interim = { idx: 10, version: '7', when: 1795457177402, tag: '0010_gram_search', breakpoints: true };
  writeFileSync(
    join(folder, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries: [...kept, interim] }),
  );
  return folder;
}

/** After today's migrations: the eleven gram indexes, no trigram index, and a search that finds the row. */
async function expectGramSearch(database: Database) {
  const names = rowsOf<{ indexname: string }>(
    await database.db.execute(
      sql`select indexname from pg_indexes where indexname like '%grams_idx' or indexname like '%trgm_idx'`,
    ),
  ).map((row) => row.indexname);
  expect(names.filter((name) => name.endsWith('_grams_idx'))).toHaveLength(11);
  expect(names.filter((name) => name.endsWith('_trgm_idx'))).toEqual([]);
  const [definition] = rowsOf<{ body: string }>(
    await database.db.execute(sql`select pg_get_functiondef('search_grams'::regproc) as body`),
  );
  expect(definition?.body).toContain('regexp_replace');
  const found = await database.db
    .select({ email: user.email })
    .from(user)
    .where(containsAny([user.email], 'chain st', { gramIndexed: true }));
  expect(found).toEqual([{ email: 'rider@chain st.example' }]);
}

type Execute = (query: ReturnType<typeof sql>) => Promise<unknown>;

/** A shop's worth of data, written with the columns the first release had. */
async function fillFirstReleaseData(execute: Execute) {
  await execute(sql`insert into "user" (id, name, email, role, address, phone)
    values ('00000000-0000-4000-8000-000000000001', 'Ada Rider', 'ada@example.com', 'user', '1 Chain St', '555-0101')`);
  await execute(sql`insert into account (account_id, provider_id, user_id, password)
    values ('00000000-0000-4000-8000-000000000001', 'credential', '00000000-0000-4000-8000-000000000001', 'hash')`);
  await execute(sql`insert into product (id, name, img, short_description, price_cents, available_qty, minimum_qty)
    values ('00000000-0000-4000-8000-0000000000a1', 'Crankset', '/img/crank.svg', 'Forged', 12999, 40, 2)`);
  await execute(sql`insert into "order" (id, product_id, product_name, product_description, price_cents, order_qty,
      user_id, user_name, user_email, address, phone, paid, transaction_id, paid_at)
    values ('00000000-0000-4000-8000-0000000000b1', '00000000-0000-4000-8000-0000000000a1', 'Crankset', 'Forged',
      12999, 3, '00000000-0000-4000-8000-000000000001', 'Ada Rider', 'ada@example.com', '1 Chain St', '555-0101',
      true, 'pi_first', now())`);
  await execute(sql`insert into test_payment_intent (id, client_secret, idempotency_key, order_id, amount_cents,
      currency, status, card_last4)
    values ('pi_first', 'pi_first_secret', 'order-b1', '00000000-0000-4000-8000-0000000000b1', 38997, 'usd',
      'succeeded', '4242')`);
  await execute(sql`insert into review (name, rating, message) values ('Ada Rider', 5, 'Smooth shifting')`);
  await execute(sql`insert into contact_message (first_name, last_name, email, message)
    values ('Ada', 'Rider', 'ada@example.com', 'Do you ship abroad?')`);
}

async function expectDataIntact(database: Database) {
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  expect(await rows(sql`select email, address, phone from "user"`)).toEqual([
    { email: 'ada@example.com', address: '1 Chain St', phone: '555-0101' },
  ]);
  expect(await rows(sql`select count(*)::int as n from account`)).toEqual([{ n: 1 }]);
  expect(await rows(sql`select name, price_cents, available_qty from product`)).toEqual([
    { name: 'Crankset', price_cents: 12999, available_qty: 40 },
  ]);
  expect(await rows(sql`select order_qty, paid, transaction_id, user_email from "order"`)).toEqual([
    { order_qty: 3, paid: true, transaction_id: 'pi_first', user_email: 'ada@example.com' },
  ]);
  // A one-part order reads as a one-line order (migration 0012): its total and its line.
  expect(await rows(sql`select total_cents::int as total, line_count from "order"`)).toEqual([
    { total: 38997, line_count: 1 },
  ]);
  expect(await rows(sql`select line_no, product_name, price_cents, qty from order_line`)).toEqual([
    { line_no: 1, product_name: 'Crankset', price_cents: 12999, qty: 3 },
  ]);
  expect(await rows(sql`select id, status, amount_cents from test_payment_intent`)).toEqual([
    { id: 'pi_first', status: 'succeeded', amount_cents: 38997 },
  ]);
  expect(await rows(sql`select message from review`)).toEqual([{ message: 'Smooth shifting' }]);
  expect(await rows(sql`select message from contact_message`)).toEqual([{ message: 'Do you ship abroad?' }]);
}

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe("today's migrations upgrade a first-release database without losing data", () => {
  it('on the embedded database', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'crankworks-upgrade-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const client = await PGlite.create(dataDir);
    const old = drizzlePglite(client);
    await migratePglite(old, { migrationsFolder: firstRelease });
    await fillFirstReleaseData((query) => old.execute(query));
    await client.close();

    const upgraded = await openDatabase({ dataDir });
    try {
      await expectDataIntact(upgraded);
    } finally {
      await upgraded.close();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL', { timeout: 120_000 }, async () => {
    const scratch = await scratchDatabase(process.env.TEST_DATABASE_URL!, 'upgrade');
    cleanups.push(scratch.drop);
    const url = new URL(scratch.url);

    const pool = new pg.Pool({ connectionString: url.href, max: 1 });
    const old = drizzlePg(pool);
    await migratePg(old, { migrationsFolder: firstRelease });
    await fillFirstReleaseData((query) => old.execute(query));
    await pool.end();

    const upgraded = await openDatabase({ url: url.href });
    try {
      await expectDataIntact(upgraded);
    } finally {
      await upgraded.close();
    }
  });
});

describe('a database that ran the interim gram migration of 08aac32 (never released) upgrades too', () => {
  const fillInterimData = (execute: Execute) =>
    execute(sql`insert into "user" (id, name, email) values
      ('00000000-0000-4000-8000-000000000002', 'Chain Rider', 'rider@chain st.example')`);

  it('on the embedded database', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'crankworks-upgrade-interim-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
    const old = drizzlePglite(client);
    await migratePglite(old, { migrationsFolder: interimGramMigrations() });
    await fillInterimData((query) => old.execute(query));
    await client.close();

    const upgraded = await openDatabase({ dataDir });
    try {
      await expectGramSearch(upgraded);
    } finally {
      await upgraded.close();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL', { timeout: 120_000 }, async () => {
    const scratch = await scratchDatabase(process.env.TEST_DATABASE_URL!, 'upgradeinterim');
    cleanups.push(scratch.drop);
    const pool = new pg.Pool({ connectionString: scratch.url, max: 1 });
    const old = drizzlePg(pool);
    await migratePg(old, { migrationsFolder: interimGramMigrations() });
    await fillInterimData((query) => old.execute(query));
    await pool.end();

    const upgraded = await openDatabase({ url: scratch.url });
    try {
      await expectGramSearch(upgraded);
    } finally {
      await upgraded.close();
    }
  });
});

describe('migrations run without the time limit of requests', () => {
  it.runIf(process.env.TEST_DATABASE_URL)(
    'a database whose statements may take 1 ms still migrates, and its requests keep the limit (PostgreSQL only)',
    { timeout: 120_000 },
    async () => {
      const scratch = await scratchDatabase(process.env.TEST_DATABASE_URL!, 'slowmigration');
      cleanups.push(scratch.drop);
      const database = await openDatabase({ url: scratch.url, statementTimeoutMs: 1 });
      try {
        await expect(database.db.execute(sql`select pg_sleep(0.05)`)).rejects.toThrow();
      } finally {
        await database.close();
      }
      const check = new pg.Client({ connectionString: scratch.url });
      await check.connect();
      const { rows } = await check.query(
        `select indexname from pg_indexes where indexname = 'order_user_email_grams_idx'`,
      );
      await check.end();
      expect(rows).toHaveLength(1);
    },
  );
});

/** Leaves the database as the next release would: one migration more than this code has. */
async function migrateOneReleaseAhead(options: DatabaseOptions) {
  const database = await openDatabase(options);
  await database.db.execute(sql`create table next_release_thing (id int primary key)`);
  await database.db.execute(
    sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('next-release', 9999999999999)`,
  );
  await database.close();
}

async function expectNewerSchemaRefused(options: DatabaseOptions) {
  const journal = JSON.parse(
    readFileSync(join(todaysMigrations, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  const known = journal.entries.length;
  const opening = openDatabase(options);
  await expect(opening).rejects.toBeInstanceOf(StartupError);
  await expect(opening).rejects.toThrow(
    `records ${known + 1} schema migrations, but this release of Crankworks has only ${known}`,
  );
}

describe('a database a newer release migrated stops start-up, naming both migration counts', () => {
  it('on the embedded database', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'crankworks-newer-schema-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    await migrateOneReleaseAhead({ dataDir });
    await expectNewerSchemaRefused({ dataDir });
    // Refused for the same reason again, not as "in use": the first refusal let go of the folder.
    await expectNewerSchemaRefused({ dataDir });
  });

  it.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL', { timeout: 120_000 }, async () => {
    const scratch = await scratchDatabase(process.env.TEST_DATABASE_URL!, 'newerschema');
    cleanups.push(scratch.drop);
    await migrateOneReleaseAhead({ url: scratch.url });
    await expectNewerSchemaRefused({ url: scratch.url });
  });
});

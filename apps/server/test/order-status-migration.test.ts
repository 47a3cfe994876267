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
import type { OrderStatus } from '@crankworks/contract';
import { openDatabase, type Database } from '../src/db/client.ts';
import { rowsOf } from '../src/db/rows.ts';
import { scratchDatabase } from './scratch-database.ts';

const todaysMigrations = fileURLToPath(new URL('../drizzle', import.meta.url));
/** The migration that adds the status column (decision 059). */
const STATUS_MIGRATION = 20;

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The migrations of the release before: today's, up to the one that adds the status column. */
function releaseBefore() {
  const folder = mkdtempSync(join(tmpdir(), 'crankworks-before-status-'));
  cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
  mkdirSync(join(folder, 'meta'));
  const journal = JSON.parse(readFileSync(join(todaysMigrations, 'meta', '_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const kept = journal.entries.filter((entry) => entry.idx < STATUS_MIGRATION);
  for (const { tag } of kept) copyFileSync(join(todaysMigrations, `${tag}.sql`), join(folder, `${tag}.sql`));
  writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: kept }));
  return folder;
}

/**
 * Orders in every state as the release before wrote them (two booleans and six timestamps), each
 * with the status that release's `orderStatus` gave it.
 */
const legacyOrders: [OrderStatus, string][] = [
  ['unpaid', ''],
  ['paid', 'paid = true, transaction_id = $$pi_1$$, paid_at = now()'],
  ['partially_shipped', 'paid = true, transaction_id = $$pi_2$$, paid_at = now(), first_shipment_at = now()'],
  [
    'shipped',
    'paid = true, transaction_id = $$pi_3$$, paid_at = now(), first_shipment_at = now(), shipped = true, shipped_at = now()',
  ],
  [
    'delivered',
    'paid = true, transaction_id = $$pi_4$$, paid_at = now(), shipped = true, shipped_at = now(), delivered_at = now()',
  ],
  ['cancelled', 'cancelled_at = now()'],
  ['cancelled', 'paid = true, transaction_id = $$pi_5$$, paid_at = now(), cancelled_at = now()'],
  ['expired', 'cancelled_at = now(), expired_at = now()'],
];

type Execute = (query: ReturnType<typeof sql>) => Promise<unknown>;

async function fillLegacyOrders(execute: Execute) {
  for (const [index, [, history]] of legacyOrders.entries()) {
    const id = `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
    await execute(sql`insert into "order" (id, product_name, product_description, price_cents, order_qty,
        total_cents, user_name, user_email, address, phone)
      values (${id}, 'Crankset', 'Forged', 12999, 1, 12999, 'Ada Rider', 'ada@example.com', '1 Chain St', '555-0101')`);
    if (history) await execute(sql.raw(`update "order" set ${history} where id = '${id}'`));
  }
}

/** Every order's status is what its history said; a write of the release before keeps it right. */
async function expectStatusesAgree(database: Database) {
  const statuses = rowsOf<{ status: OrderStatus }>(
    await database.db.execute(sql`select status from "order" order by id`),
  ).map((row) => row.status);
  expect(statuses).toEqual(legacyOrders.map(([status]) => status));
  // A node of the release before pays the unpaid order during a rolling restart: it writes only the flags.
  await database.db.execute(
    sql`update "order" set paid = true, transaction_id = 'pi_old_node', paid_at = now() where id = '00000000-0000-4000-8000-000000000000'`,
  );
  const [paid] = rowsOf<{ status: OrderStatus }>(
    await database.db.execute(
      sql`select status from "order" where id = '00000000-0000-4000-8000-000000000000'`,
    ),
  );
  expect(paid?.status).toBe('paid');
}

describe('the status column is filled from the history the release before kept', () => {
  it('on the embedded database', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'crankworks-status-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
    const old = drizzlePglite(client);
    await migratePglite(old, { migrationsFolder: releaseBefore() });
    await fillLegacyOrders((query) => old.execute(query));
    await client.close();

    const upgraded = await openDatabase({ dataDir });
    try {
      await expectStatusesAgree(upgraded);
    } finally {
      await upgraded.close();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL', { timeout: 120_000 }, async () => {
    const scratch = await scratchDatabase(process.env.TEST_DATABASE_URL!, 'status');
    cleanups.push(scratch.drop);
    const pool = new pg.Pool({ connectionString: scratch.url, max: 1 });
    const old = drizzlePg(pool);
    await migratePg(old, { migrationsFolder: releaseBefore() });
    await fillLegacyOrders((query) => old.execute(query));
    await pool.end();

    const upgraded = await openDatabase({ url: scratch.url });
    try {
      await expectStatusesAgree(upgraded);
    } finally {
      await upgraded.close();
    }
  });
});

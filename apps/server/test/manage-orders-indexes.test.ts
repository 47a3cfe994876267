import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderExportQuerySchema } from '@crankworks/contract';
import { rowsOf } from '../src/db/rows.ts';
import { manageOrdersQuery } from '../src/features/orders/queries.ts';
import { buildTestApp, type TestApp } from './helper.ts';

const ORDERS = 50_000;

let t: TestApp;
beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) return;
  t = await buildTestApp();
  // Look-alike customers and parts, two lines an order: what a search must tell apart.
  await t.database.db.execute(sql`
    insert into "order" (id, product_name, product_description, price_cents, order_qty, total_cents,
                         line_count, user_name, user_email, address, phone, created_at)
    select md5('order' || i)::uuid, 'Crankset SKU-' || lpad(i::text, 6, '0'), 'A part.', 1000, 1, 2000,
           2, 'Rider ' || i, 'customer' || i || '@bench.example', '1 Spoke Street', '555 0100',
           now() - (i || ' seconds')::interval
    from generate_series(1, ${ORDERS}) as i`);
  await t.database.db.execute(sql`
    insert into order_line (order_id, line_no, product_name, product_description, price_cents, qty)
    select md5('order' || i)::uuid, line, (case line when 1 then 'Crankset SKU-' else 'Chain SKU-' end)
           || lpad((i * line)::text, 6, '0'), 'A part.', 1000, 1
    from generate_series(1, ${ORDERS}) as i, generate_series(1, 2) as line`);
  await t.database.db.execute(sql`analyze "order"`);
  await t.database.db.execute(sql`analyze order_line`);
}, 180_000);
afterAll(() => t?.app.close());

async function plan(search: string) {
  const query = manageOrdersQuery(t.database.db, orderExportQuerySchema.parse({ search })).limit(101);
  const [row] = rowsOf<{ 'QUERY PLAN': unknown }>(
    await t.database.db.execute(sql`explain (analyze, format json) ${query}`),
  );
  const [{ 'Execution Time': ms = Number.NaN } = {}] = row?.['QUERY PLAN'] as { 'Execution Time'?: number }[];
  return { text: JSON.stringify(row?.['QUERY PLAN']), ms };
}

/** By its index, in a time that does not read the table (generous for a shared CI machine). */
function expectIndexed({ text, ms }: Awaited<ReturnType<typeof plan>>, index: string) {
  expect(text).toContain(index);
  expect(text).not.toContain('"Seq Scan"');
  expect(ms).toBeLessThan(500);
}

/**
 * The plan of Manage Orders' search on 50k orders of 100k lines: each way of finding an order by
 * its own index, never a scan of the orders or their lines. PostgreSQL only, as for the catalogue.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  `Manage Orders search on ${ORDERS} orders (PostgreSQL)`,
  () => {
    it.each([
      ['customer4242@', 'order_user_email_grams_idx'],
      ['Rider 4242', 'order_user_name_grams_idx'],
      ['Chain SKU-008484', 'order_line_product_name_grams_idx'],
    ])('%s uses %s', async (search, index) => {
      expectIndexed(await plan(search), index);
    });

    it('finds a reference by the primary key', async () => {
      const [first] = rowsOf<{ id: string }>(
        await t.database.db.execute(sql`select md5('order4242')::uuid as id`),
      );
      expectIndexed(await plan(`#${first?.id.slice(0, 8)}`), 'order_pkey');
    });
  },
);

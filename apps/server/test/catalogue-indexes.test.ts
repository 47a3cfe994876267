import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productQuerySchema } from '@crankworks/contract';
import { rowsOf } from '../src/db/rows.ts';
import { cataloguePageQuery, listProducts, pagePlan } from '../src/features/products/catalogue-page.ts';
import { buildTestApp, type TestApp } from './helper.ts';

const PARTS = 100_000;
const KINDS = ['crankset', 'chain', 'derailleur', 'cassette', 'saddle', 'pedals', 'hub', 'stem'];

let t: TestApp;
beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) return;
  t = await buildTestApp();
  // 100k parts with names and descriptions of realistic variety: a kind, a model number, a SKU.
  // In batches: each insert also fills the word and gram indexes, and one of 100k rows can outlast
  // the pool's 15 s statement timeout on a busy CI machine.
  const BATCH = 10_000;
  for (let first = 1; first <= PARTS; first += BATCH) {
    await t.database.db.execute(sql`
      insert into product (name, img, short_description, price_cents, available_qty, minimum_qty, created_at)
      select 'Model ' || i || ' ' || (array[${sql.raw(KINDS.map((kind) => `'${kind}'`).join(','))}])[i % 8 + 1],
             '/images/products/chain.svg',
             'Part SKU-' || lpad(i::text, 6, '0') || ', made for road and gravel bikes',
             (i * 7919) % 500000, 100, 1,
             now() - (i || ' seconds')::interval
      from generate_series(${first}::int, ${first + BATCH - 1}::int) as i`);
  }
  // The cranksets' crank length: a filter of one part in eight, which only cranksets give.
  await t.database.db.execute(sql`
    with length as (
      insert into spec (name, key, kind, unit) values ('Crank length', 'crank-length', 'number', 'mm') returning id
    )
    insert into product_spec (product_id, spec_id, number_value)
    select product.id, length.id, 172.5 from product, length where product.name like '% crankset'`);
  await t.database.db.execute(sql`analyze product`);
  await t.database.db.execute(sql`analyze product_spec`);
}, 120_000);
afterAll(() => t?.app.close());

/** The plan of a page's query; `gathered`: of the query a walk that did not fill the page falls back to. */
async function plan(query: string, { gathered = false } = {}) {
  const parsed = productQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
  const walk = pagePlan(parsed, {});
  const page = cataloguePageQuery(t.database.db, parsed, {}, { ...walk, walk: walk.walk && !gathered });
  const result = await t.database.db.execute(sql`explain (analyze, format json) ${page}`);
  const [row] = rowsOf<{ 'QUERY PLAN': unknown }>(result);
  const text = JSON.stringify(row?.['QUERY PLAN']);
  const [{ 'Execution Time': ms = Number.NaN } = {}] = row?.['QUERY PLAN'] as { 'Execution Time'?: number }[];
  return { text, ms };
}

/**
 * The plan each catalogue query gets on 100k parts: an index, never a scan and sort of the table.
 * PostgreSQL only: PGlite plans alike, but building 100k gram entries in WebAssembly takes ~30 s.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)(`catalogue queries on ${PARTS} parts (PostgreSQL)`, () => {
  it.each([
    ['', 'product_created_at_id_idx'],
    ['sort=newest', 'product_created_at_id_idx'],
    ['sort=price-asc', 'product_price_cents_id_idx'],
    ['sort=price-desc', 'product_price_cents_id_idx'],
    ['q=SKU-054321', 'product_short_description_grams_idx'],
    // A search in a sort order reads that order's index, checking each part (decision 079)...
    ['q=SKU-054321&sort=price-desc', 'product_price_cents_id_idx'],
    // A word of one part, and a word of one part in eight, in each kind of order.
    ['q=model%2054321%20chains', 'product_words_idx'],
    ['q=model%2054321%20chains&sort=price-asc', 'product_price_cents_id_idx'],
    ['q=chains', 'product_words_idx'],
    ['q=chains&sort=newest', 'product_created_at_id_idx'],
  ])('?%s uses %s', async (query, index) => {
    const { text, ms } = await plan(query);
    expect(text).toContain(index);
    expect(text).not.toContain('"Seq Scan"');
    // Generous for a shared CI machine; on an idle one these take well under 20 ms.
    expect(ms).toBeLessThan(500);
  });

  // ... and when that does not fill the page, gathers what the search's indexes find.
  it.each([
    ['q=SKU-054321&sort=price-desc', 'product_name_grams_idx'],
    ['q=model%2054321%20chains&sort=price-asc', 'product_words_idx'],
    ['q=chains&sort=newest', 'product_words_idx'],
  ])('?%s, gathered, uses %s', async (query, index) => {
    const { text } = await plan(query, { gathered: true });
    expect(text).toContain(index);
    expect(text).not.toContain('"Seq Scan"');
  });

  it('walks a price order for a filter’s first page rather than sorting all the filter keeps', async () => {
    const { text } = await plan('spec=crank-length:172.5&sort=price-desc');
    expect(text).toContain('product_price_cents_id_idx');
    expect(text).not.toContain('"Node Type":"Sort"');
  });

  it('pages deep into a price order as fast as the first page', async () => {
    let cursor: string | undefined;
    for (let page = 0; page < 40; page += 1) {
      const next = await listProducts(
        t.database.db,
        productQuerySchema.parse({ sort: 'price-desc', limit: 100, ...(cursor ? { cursor } : {}) }),
        t.app,
      );
      cursor = next.nextCursor ?? undefined;
    }
    const { text } = await plan(`sort=price-desc&limit=100&cursor=${cursor}`);
    expect(text).toContain('product_price_cents_id_idx');
    expect(text).not.toContain('"Seq Scan"');
  });
});

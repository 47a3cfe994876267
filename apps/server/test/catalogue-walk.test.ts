import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductPage } from '@crankworks/contract';
import { MOST_WALKED } from '../src/features/products/catalogue-page.ts';
import { buildTestApp, type TestApp } from './helper.ts';

/** More products than a filtered page walks, so that a rare filter's products lie past the walk. */
const PRODUCTS = MOST_WALKED + 200;

let t: TestApp;

/** Parts `from` to `to`: part n costs n euros and part n + 1 came a second after it. */
const addParts = (from: number, to: number) =>
  t.database.db.execute(sql`
    insert into product (name, img, short_description, price_cents, available_qty, minimum_qty, created_at)
    select 'Walk part ' || n, '/images/products/hub.svg', 'A part of the walk test', n * 100, 5, 1,
           timestamptz '2026-01-01T00:00:00Z' + n * interval '1 second'
    from generate_series(${from}::int, ${to}::int) as n`);

/**
 * Every fourth part is a crankset with a crank length (the filters go together, as a shop's do);
 * parts 3, 5 and 7 are "Rare", and say so, at the end of the newest-first and price-desc orders.
 */
async function addFilters() {
  await t.database.db.execute(sql`
    update product set short_description = 'A rare part of the walk test'
    where substring(name from 11)::int in (3, 5, 7)`);
  await t.database.db.execute(sql`
    with cranksets as (insert into category (name, slug) values ('Cranksets', 'cranksets') returning id),
         rare as (insert into category (name, slug) values ('Rare', 'rare') returning id)
    insert into product_category (product_id, category_id)
    select product.id, case when part.n % 4 = 0 then cranksets.id else rare.id end
    from product, cranksets, rare, lateral (select substring(product.name from 11)::int as n) as part
    where part.n % 4 = 0 or part.n in (3, 5, 7)`);
  await t.database.db.execute(sql`
    with length as (
      insert into spec (name, key, kind, unit) values ('Crank length', 'crank-length', 'number', 'mm') returning id
    )
    insert into product_spec (product_id, spec_id, number_value)
    select product.id, length.id, 172.5 from product, length
    where substring(product.name from 11)::int % 4 = 0`);
}

const page = async (query: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ProductPage>();
};
const numbersOf = ({ items }: ProductPage) =>
  items.map((item) => Number(item.name.slice('Walk part '.length)));
/** Every page of a query, followed by its cursors. */
const allPages = async (query: string) => {
  const numbers: number[] = [];
  let cursor: string | null = null;
  do {
    const next = await page(`${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    numbers.push(...numbersOf(next));
    cursor = next.nextCursor;
  } while (cursor);
  return numbers;
};

describe(`a filtered page of ${PRODUCTS} products, which walks its order's first ${MOST_WALKED}`, () => {
  beforeAll(async () => {
    t = await buildTestApp();
    await addParts(1, PRODUCTS);
    await addFilters();
  }, 60_000);
  afterAll(() => t.app.close());

  it('lists the first products its filters keep, in its order, page after page', async () => {
    const first = await page('category=cranksets&spec=crank-length:172.5&sort=price-desc');
    expect(numbersOf(first)).toEqual(Array.from({ length: 24 }, (_, i) => PRODUCTS - 4 * i));
    const every = await allPages('category=cranksets&spec=crank-length:172.5&sort=price-asc');
    expect(every).toEqual(Array.from({ length: PRODUCTS / 4 }, (_, i) => 4 * (i + 1)));
  });

  it('finds a rare filter’s products past the walk: all of them, and no next page', async () => {
    // Parts 3, 5 and 7 are the last three of the newest-first order, past its first thousand.
    const rare = await page('category=rare&sort=newest');
    expect(numbersOf(rare)).toEqual([7, 5, 3]);
    expect(rare.nextCursor).toBeNull();
    expect(await allPages('category=rare&stock=in&sort=price-desc')).toEqual([7, 5, 3]);
    expect(await allPages('q=rare&sort=newest')).toEqual([7, 5, 3]);
  });

  it('lists a search in a sort order as it lists a filter, the two together too', async () => {
    const searched = await page('q=walk%20part&sort=price-desc');
    expect(numbersOf(searched)).toEqual(Array.from({ length: 24 }, (_, i) => PRODUCTS - i));
    const both = await page('q=walk%20part&category=cranksets&spec=crank-length:172.5&sort=newest');
    expect(numbersOf(both)).toEqual(Array.from({ length: 24 }, (_, i) => PRODUCTS - 4 * i));
  });
});

describe('a catalogue grown past the walk', () => {
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.app.close());

  it('is counted again, so that a rare filter still finds its products past the walk', async () => {
    await addParts(1, MOST_WALKED / 2);
    await addFilters();
    // The catalogue's size is read and kept; a change to the catalogue forgets it.
    expect(numbersOf(await page('category=rare&sort=newest'))).toEqual([7, 5, 3]);
    await addParts(MOST_WALKED / 2 + 1, PRODUCTS);
    await expect.poll(async () => numbersOf(await page('category=rare&sort=newest'))).toEqual([7, 5, 3]);
  });
});

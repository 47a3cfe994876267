import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { productPageSchema, type Product, type ProductSort } from '@crankworks/contract';
import { product } from '../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(() => t.app.close());

const parts = [
  { name: 'Road crankset', shortDescription: 'Hollow forged arms', priceCents: 18999 },
  { name: 'Gravel crankset', shortDescription: 'One-by chainring, 40 teeth', priceCents: 15999 },
  { name: 'Rear derailleur', shortDescription: 'Clutch keeps the chain quiet', priceCents: 8999 },
  { name: 'Chain 12-speed', shortDescription: 'Quick link included', priceCents: 3999 },
  { name: 'Brake pads', shortDescription: 'Resin compound, 100% quiet', priceCents: 1999 },
  { name: 'Saddle', shortDescription: 'Cut-out for long rides', priceCents: 8999 },
  { name: 'Pedals', shortDescription: 'Sealed bearings', priceCents: 8999 },
];

/** Each a minute after the one before (so the newest order is the reverse of the list). */
async function insertParts() {
  await t.database.db.insert(product).values(
    parts.map((part, index) => ({
      ...part,
      img: '/images/products/chain.svg',
      availableQty: 50,
      minimumQty: 1,
      createdAt: new Date(Date.UTC(2026, 10, 1, 12, index)),
    })),
  );
}

async function getPage(query: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return productPageSchema.parse(response.json());
}

async function walk(query: string, limit: number) {
  const seen: Product[] = [];
  let cursor: string | null = null;
  do {
    const page = await getPage(
      `${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    seen.push(...page.items);
    cursor = page.nextCursor;
    expect(seen.length).toBeLessThanOrEqual(parts.length);
  } while (cursor);
  return seen;
}

const names = (items: Product[]) => items.map((item) => item.name);

describe('GET /api/products?q=', () => {
  it('finds parts by name or description, whatever the case', async () => {
    await insertParts();
    expect(names((await getPage('q=CRANKSET')).items)).toEqual(['Road crankset', 'Gravel crankset']);
    expect(names((await getPage('q=chain')).items)).toEqual([
      'Gravel crankset',
      'Rear derailleur',
      'Chain 12-speed',
    ]);
    expect((await getPage('q=titanium')).items).toEqual([]);
  });

  it('takes % and _ literally', async () => {
    await insertParts();
    expect(names((await getPage('q=100%25')).items)).toEqual(['Brake pads']);
    expect((await getPage('q=_')).items).toEqual([]);
  });

  it('pages through the matches of a search', async () => {
    await insertParts();
    expect(names(await walk('q=e&sort=price-asc', 2))).toEqual(
      names((await getPage('q=e&sort=price-asc&limit=100')).items),
    );
  });
});

describe('GET /api/products?sort=', () => {
  const expectedOrder: Record<ProductSort, (a: Product, b: Product) => number> = {
    oldest: () => 0,
    newest: () => 0,
    'price-asc': (a, b) => a.price - b.price,
    'price-desc': (a, b) => b.price - a.price,
  };

  it.each(['price-asc', 'price-desc'] as const)(
    'sorts by %s, with equal prices in a stable order, over every page without repeats',
    async (sort) => {
      await insertParts();
      const all = (await getPage(`sort=${sort}&limit=100`)).items;
      expect(all.map((item) => item.price)).toEqual([...all].sort(expectedOrder[sort]).map((i) => i.price));
      for (const limit of [1, 2, 3]) expect(await walk(`sort=${sort}`, limit)).toEqual(all);
    },
  );

  it('sorts newest first, page by page', async () => {
    await insertParts();
    const newest = await walk('sort=newest', 3);
    expect(names(newest)).toEqual(parts.map((part) => part.name).reverse());
  });

  it('keeps the shop’s own order (oldest first) by default', async () => {
    await insertParts();
    expect(names(await walk('', 4))).toEqual(parts.map((part) => part.name));
  });

  it.each([
    ['sort=cheapest', 'sort', 'Sort must be one of oldest, newest, price-asc, price-desc'],
    [`q=${'x'.repeat(101)}`, 'q', 'Search must be at most 100 characters'],
  ])('refuses %s with a 400 naming the field', async (query, field, message) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, field });
  });

  it('refuses the cursor of another order', async () => {
    await insertParts();
    const byDate = (await getPage('limit=2')).nextCursor;
    const byPrice = (await getPage('limit=2&sort=price-asc')).nextCursor;
    for (const url of [
      `/api/products?sort=price-asc&cursor=${byDate}`,
      `/api/products?sort=newest&cursor=${byPrice}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Page marker is invalid', field: 'cursor' });
    }
  });
});

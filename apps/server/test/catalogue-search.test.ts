import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { productPageSchema, type Product, type ProductSort } from '@crankworks/contract';
import { product } from '../src/db/schema/index.ts';
import { signUp } from './auth-helper.ts';
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
    expect((await getPage('q=titanium')).items).toEqual([]);
  });

  it('lists the parts named by the search first, then those that describe it, then those that contain it', async () => {
    await insertParts();
    expect(names((await getPage('q=chain')).items)).toEqual([
      'Chain 12-speed',
      'Rear derailleur',
      // "chainring": contains the text, not the word.
      'Gravel crankset',
    ]);
  });

  it('finds a part by the part number of any of its variants exactly, whatever its case, before the rest', async () => {
    await insertParts();
    const [road, gravel] = await t.database.db
      .update(product)
      .set({ sku: sql`case when ${product.name} = 'Road crankset' then 'RC-170' else ${product.sku} end` })
      .returning({ id: product.id, name: product.name })
      .then((rows) =>
        ['Road crankset', 'Gravel crankset'].map((name) => rows.find((row) => row.name === name)!),
      );
    await t.database.db.insert(product).values({
      name: 'Gravel crankset',
      shortDescription: 'One-by chainring, 40 teeth',
      img: '/images/products/chain.svg',
      priceCents: 15999,
      availableQty: 5,
      minimumQty: 1,
      sku: 'GC-175',
      optionValues: ['175 mm'],
      variantOf: gravel!.id,
    });
    expect((await getPage('q=rc-170')).items.map((item) => item._id)).toEqual([road!.id]);
    // A variant's number finds its product, listed once.
    expect((await getPage('q=GC-175')).items.map((item) => item._id)).toEqual([gravel!.id]);
    // Only the whole number: a piece of one is text like any other.
    expect((await getPage('q=GC-17')).items).toEqual([]);
  });

  it('finds a word by its plural and other forms, and every word of a search in any order', async () => {
    await insertParts();
    expect(names((await getPage('q=chains')).items)).toEqual(['Chain 12-speed', 'Rear derailleur']);
    expect(names((await getPage('q=brake%20pad')).items)).toEqual(['Brake pads']);
    expect(names((await getPage('q=pads%20brake')).items)).toEqual(['Brake pads']);
    expect(names((await getPage('q=forging')).items)).toEqual(['Road crankset']);
    expect((await getPage('q=chain%20titanium')).items).toEqual([]);
  });

  it('forgives one wrong, missing, extra or swapped letter in a word the shop does not have', async () => {
    await insertParts();
    expect(names((await getPage('q=chian')).items)).toEqual(['Chain 12-speed', 'Rear derailleur']);
    expect(names((await getPage('q=sadle')).items)).toEqual(['Saddle']);
    expect(names((await getPage('q=saddlle')).items)).toEqual(['Saddle']);
    expect(names((await getPage('q=crankswt')).items)).toEqual(['Road crankset', 'Gravel crankset']);
    expect(names((await getPage('q=Gravel%20cranksset')).items)).toEqual(['Gravel crankset']);
    // Two letters off, or a short word, is another word.
    expect((await getPage('q=sdalle')).items).toEqual([]);
    expect((await getPage('q=pdl')).items).toEqual([]);
  });

  it('forgives typos of words a part added later brings', async () => {
    await insertParts();
    expect((await getPage('q=tubeles')).items).toEqual([]);
    const admin = await signUp(t.app, { role: 'admin' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/product',
      headers: admin.headers,
      payload: {
        name: 'Tubeless valve',
        img: '/images/products/chain.svg',
        ShortDescription: 'Presta, 44 mm',
        price: 9,
        availableQty: 5,
        minimumQty: 1,
      },
    });
    expect(created.statusCode).toBe(201);
    expect(names((await getPage('q=tubeles')).items)).toEqual(['Tubeless valve']);
  });

  it('takes % and _ literally, and signs of the search syntax as text', async () => {
    await insertParts();
    expect(names((await getPage('q=100%25')).items)).toEqual(['Brake pads']);
    expect((await getPage('q=_')).items).toEqual([]);
    for (const text of ["chain's", 'chain & !pads', "'\\:*", 'the', '12-speed', '<->']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/products?q=${encodeURIComponent(text)}`,
      });
      expect(response.statusCode, text).toBe(200);
    }
    expect(names((await getPage('q=12-speed')).items)).toEqual(['Chain 12-speed']);
  });

  it.each(['', '&sort=price-asc', '&sort=newest'])(
    'pages through the matches of a search (%s) without repeats',
    async (sort) => {
      await insertParts();
      for (const q of ['e', 'chain']) {
        const all = names((await getPage(`q=${q}${sort}&limit=100`)).items);
        for (const limit of [1, 2]) expect(names(await walk(`q=${q}${sort}`, limit))).toEqual(all);
      }
    },
  );

  it("refuses another order's page marker for a search's best matches, and theirs elsewhere", async () => {
    await insertParts();
    const plain = (await getPage('limit=2')).nextCursor;
    const matches = (await getPage('q=e&limit=2')).nextCursor;
    for (const url of [`/api/products?q=e&cursor=${plain}`, `/api/products?cursor=${matches}`]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Page marker is invalid', field: 'cursor' });
    }
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

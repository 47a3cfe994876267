import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { productPageSchema, productSchema, type Product, type ProductDetail } from '@crankworks/contract';
import { product } from '../src/db/schema/index.ts';
import { seedDatabase } from '../src/db/seed.ts';
import { seedSteps } from '../src/seed-steps.ts';
import { catalog } from '../src/db/seed/catalog.ts';
import { buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(() => t.app.close());

const seed = () => seedDatabase(t.database.db, seedSteps, t.app.deps.config, t.app.log);

/** Products inserted by one statement share one created_at: the cursor must still tell them apart. */
async function insertProducts(count: number) {
  await t.database.db.insert(product).values(
    Array.from({ length: count }, (_, index) => ({
      name: `Spoke nipple ${index}`,
      img: '/images/products/hub.svg',
      shortDescription: 'Brass nipple',
      priceCents: 15 + index,
      availableQty: 1000,
      minimumQty: 100,
    })),
  );
}

async function getPage(query: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/products${query}` });
  expect(response.statusCode).toBe(200);
  return productPageSchema.parse(response.json());
}

async function walkCatalogue(limit: number) {
  const seen: Product[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = await getPage(`?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(page.items.length).toBeLessThanOrEqual(limit);
    seen.push(...page.items);
    cursor = page.nextCursor;
    pages += 1;
    expect(pages).toBeLessThan(50);
  } while (cursor);
  return { seen, pages };
}

describe('GET /api/products', () => {
  it('lists products with the original field names and prices in dollars with cents', async () => {
    await seed();
    const response = await t.app.inject({ method: 'GET', url: '/api/products' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ items: Record<string, unknown>[]; nextCursor: string | null }>();
    expect(body.items).toHaveLength(catalog.length);
    expect(body.nextCursor).toBeNull();
    for (const item of body.items) {
      expect(Object.keys(item).sort()).toEqual(
        [
          'ShortDescription',
          '_id',
          'availableQty',
          'img',
          'minimumQty',
          'name',
          'price',
          'weightGrams',
          'status',
          // Its options' names: a product with some is ordered by choosing a variant (decision 078).
          'options',
        ].sort(),
      );
      productSchema.parse(item);
    }
    const crankset = body.items.find((item) => item.name === 'Forge 2x11 Road Crankset');
    expect(crankset).toMatchObject({
      price: 189.99,
      availableQty: 640,
      minimumQty: 10,
      weightGrams: 780,
      img: '/images/products/crankset.svg',
    });
    // The seeded order is kept: oldest first.
    expect(body.items.map((item) => item.name)).toEqual(catalog.map((item) => item.name));
  });

  it('answers an empty page on an empty catalogue', async () => {
    expect(await getPage('')).toEqual({ items: [], nextCursor: null });
  });

  it('returns 24 products per page by default', async () => {
    await insertProducts(30);
    const page = await getPage('');
    expect(page.items).toHaveLength(24);
    expect(page.nextCursor).toEqual(expect.any(String));
  });

  it('walks the seeded catalogue page by page with no duplicates or gaps', async () => {
    await seed();
    const { seen, pages } = await walkCatalogue(5);
    expect(pages).toBe(Math.ceil(catalog.length / 5));
    expect(seen.map((item) => item.name)).toEqual(catalog.map((item) => item.name));
  });

  it('walks rows created in the same instant without repeating any', async () => {
    await insertProducts(23);
    const { seen } = await walkCatalogue(7);
    expect(seen).toHaveLength(23);
    expect(new Set(seen.map((item) => item._id)).size).toBe(23);
  });

  it.each([
    ['0', 'Limit must be at least 1'],
    ['101', 'Limit must be at most 100'],
    ['abc', 'Limit must be a whole number from 1 to 100'],
    ['2.5', 'Limit must be a whole number from 1 to 100'],
  ])('rejects limit=%s with a 400 naming the field', async (limit, message) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/products?limit=${limit}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, field: 'limit' });
  });

  it.each([
    ['not base64 at all', 'abc'],
    ['a bad time', Buffer.from(`yesterday|${randomUUID()}`).toString('base64url')],
    ['an impossible date', Buffer.from(`2026-02-30T10:00:00.000000Z|${randomUUID()}`).toString('base64url')],
    ['a bad id', Buffer.from('2026-01-10T10:00:00.000000Z|1; drop table product').toString('base64url')],
    ['a cursor that is too long', 'a'.repeat(201)],
  ])('rejects %s as cursor with a 400 naming the field', async (_name, cursor) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/products?cursor=${encodeURIComponent(cursor)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Page marker is invalid', field: 'cursor' });
  });

  it('compresses a large list for clients that accept gzip', async () => {
    await seed();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/products?limit=100',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(response.rawPayload).toString('utf8'));
    expect(body.items).toHaveLength(catalog.length);
    expect(response.rawPayload.length).toBeLessThan(JSON.stringify(body).length);
  });
});

describe.each(['/api/purchase', '/api/product'])('GET %s/:id', (base) => {
  it('returns one product as the list shows it, with its price tiers (none: []) and the way to its categories', async () => {
    await seed();
    const [first] = (await getPage('?limit=1')).items;
    const response = await t.app.inject({ method: 'GET', url: `${base}/${first?._id}` });
    expect(response.statusCode).toBe(200);
    const step = (name: string, slug: string) => ({ id: expect.any(String), name, slug });
    expect(response.json()).toEqual({
      ...first,
      moreImages: ['/images/products/crankset-arm.svg'],
      tiers: [],
      // The demo crankset, in the demo tree.
      categories: [[step('Drivetrain', 'drivetrain'), step('Cranksets', 'cranksets')]],
      specs: expect.any(Array),
      // Its four lengths (decision 078), its own row the first.
      options: ['Crank length'],
      variants: expect.any(Array),
    });
    const { variants } = response.json<ProductDetail>();
    expect(variants.map((variant) => [variant.name, variant.sku, variant.price])).toEqual([
      ['Forge 2x11 Road Crankset — 165 mm', 'FG-RC211-165', 189.99],
      ['Forge 2x11 Road Crankset — 170 mm', 'FG-RC211-170', 189.99],
      ['Forge 2x11 Road Crankset — 172.5 mm', 'FG-RC211-1725', 189.99],
      ['Forge 2x11 Road Crankset — 175 mm', 'FG-RC211-175', 194.99],
    ]);
    expect(variants[0]).toMatchObject({ _id: first?._id, availableQty: first?.availableQty });
    // Its demo specifications, by name (decision 076).
    expect(response.json<ProductDetail>().specs.map((spec) => [spec.name, spec.value, spec.unit])).toEqual([
      ['Chainrings', '50/34T', null],
      ['Crank length', '165', 'mm'],
      ['Material', 'Aluminium', null],
      ['Speeds', '11', null],
      ['Spindle', '24', 'mm'],
    ]);
  });

  it('answers 400 naming the id when it is malformed', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${base}/not-a-uuid` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The id in the address must be a valid id', field: 'id' });
  });

  it('answers 404 for an id that does not exist', async () => {
    await seed();
    const response = await t.app.inject({ method: 'GET', url: `${base}/${randomUUID()}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No product with that id' });
  });
});

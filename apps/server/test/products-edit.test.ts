import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  productDetailSchema,
  productMessages,
  type Order,
  type Product,
  type ProductDetail,
} from '@crankworks/contract';
import { signUp, type TestUser } from './auth-helper.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { findAnyProduct, findProduct } from '../src/features/products/queries.ts';
import { addProduct, orderBody, placeOrderAs, stockOf } from './order-fixtures.ts';

let t: TestApp;
let admin: TestUser;
beforeEach(async () => {
  // The race of orders and restocks below places its orders as one customer, above the default limit.
  t = await buildTestApp({ MAX_UNPAID_ORDERS: '100' });
  admin = await signUp(t.app, { role: 'admin' });
});
afterEach(() => t.app.close());

/** As the admin, unless another caller (null: a visitor) is given. */
const patchProduct = (id: string, payload: object, who: TestUser | null = admin) =>
  t.app.inject({ method: 'PATCH', url: `/api/product/${id}`, headers: who?.headers, payload });

describe('PATCH /api/product/:id', () => {
  it('refuses a visitor (401) and a customer (403), changing nothing', async () => {
    const part = await addProduct(t.database.db, { name: 'Steel chainring' });
    expect((await patchProduct(part.id, { name: 'Hacked' }, null)).statusCode).toBe(401);
    const customer = await signUp(t.app);
    expect((await patchProduct(part.id, { restock: 5 }, customer)).statusCode).toBe(403);
    const stored = await t.app.inject({ method: 'GET', url: `/api/product/${part.id}` });
    expect(stored.json<Product>()).toMatchObject({ name: 'Steel chainring', availableQty: 100 });
  });

  it('changes the fields it is given and answers the product as the catalogue shows it', async () => {
    const part = await addProduct(t.database.db, { name: 'Alloy stem', price: 30 });
    const response = await patchProduct(part.id, {
      name: 'Alloy stem 100 mm',
      img: '/api/images/00000000-0000-4000-8000-000000000001',
      ShortDescription: 'Forged, 31.8 mm clamp.',
      price: 34.5,
      minimumQty: 4,
      weightGrams: 190,
    });
    expect(response.statusCode).toBe(200);
    const expected = {
      _id: part.id,
      name: 'Alloy stem 100 mm',
      img: '/api/images/00000000-0000-4000-8000-000000000001',
      ShortDescription: 'Forged, 31.8 mm clamp.',
      price: 34.5,
      availableQty: 100,
      minimumQty: 4,
      weightGrams: 190,
      status: 'active',
      moreImages: [],
      tiers: [],
      categories: [],
      specs: [],
      // A part without options is its one variant (decision 078), which the change reaches too.
      options: [],
      variants: [
        {
          _id: part.id,
          sku: expect.stringMatching(/^CW-[0-9A-F]{10}$/),
          values: [],
          name: 'Alloy stem 100 mm',
          price: 34.5,
          availableQty: 100,
          minimumQty: 4,
          weightGrams: 190,
          tiers: [],
          specs: [],
        },
      ],
    };
    expect(productDetailSchema.parse(response.json())).toEqual(expected);
    expect((await t.app.inject({ method: 'GET', url: `/api/product/${part.id}` })).json()).toEqual(expected);
  });

  it('changes the weight alone, keeping the rest, and stores it', async () => {
    const part = await addProduct(t.database.db, { weightGrams: 750 });
    const before = (
      await t.app.inject({ method: 'GET', url: `/api/product/${part.id}` })
    ).json<ProductDetail>();
    expect(before.weightGrams).toBe(750);

    const response = await patchProduct(part.id, { weightGrams: 780 });
    expect(response.statusCode).toBe(200);
    const [variant] = before.variants;
    expect(response.json()).toEqual({
      ...before,
      weightGrams: 780,
      variants: [{ ...variant, weightGrams: 780 }],
    });
    expect((await findProduct(t.database.db, part.id))?.weightGrams).toBe(780);
    // Back to 0 (not weighed) is a weight like any other.
    expect((await patchProduct(part.id, { weightGrams: 0 })).json<Product>().weightGrams).toBe(0);
  });

  it('adds a restock to the stock', async () => {
    const part = await addProduct(t.database.db, { availableQty: 7 });
    const response = await patchProduct(part.id, { restock: 50 });
    expect(response.json<Product>().availableQty).toBe(57);
  });

  it('sets the stock only while it still is the figure the admin saw, else 409 naming the stock', async () => {
    const customer = await signUp(t.app);
    const part = await addProduct(t.database.db, { availableQty: 40, minimumQty: 1 });
    // The admin read 40; a customer orders 3 before the admin saves.
    await placeOrderAs(t.app, customer, orderBody(part.id, { orderQty: 3 }));

    const stale = await patchProduct(part.id, { availableQty: 100, expectedAvailableQty: 40 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: productMessages.stockChanged(37), field: 'availableQty' });
    expect(await stockOf(t.database.db, part.id)).toBe(37);

    const fresh = await patchProduct(part.id, { availableQty: 100, expectedAvailableQty: 37 });
    expect(fresh.statusCode).toBe(200);
    expect(await stockOf(t.database.db, part.id)).toBe(100);
  });

  it('keeps the name, description and price that orders already placed copied', async () => {
    const customer = await signUp(t.app);
    const part = await addProduct(t.database.db, { name: 'Old hub', price: 40, minimumQty: 1 });
    const orderId = await placeOrderAs(t.app, customer, orderBody(part.id, { orderQty: 2 }));

    const edited = await patchProduct(part.id, { name: 'New hub', ShortDescription: 'Better', price: 55 });
    expect(edited.statusCode).toBe(200);

    const kept = await t.app.inject({
      method: 'GET',
      url: `/api/order/${orderId}`,
      headers: customer.headers,
    });
    expect(kept.json<Order>()).toMatchObject({
      productId: part.id,
      name: 'Old hub',
      description: part.shortDescription,
      price: 40,
      total: 80,
    });
  });

  it('lets the minimum rise above the stock: the part is then sold out and refuses orders', async () => {
    const customer = await signUp(t.app);
    const part = await addProduct(t.database.db, { availableQty: 10, minimumQty: 2 });
    expect((await patchProduct(part.id, { minimumQty: 20 })).statusCode).toBe(200);
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/order',
      headers: customer.headers,
      payload: orderBody(part.id, { orderQty: 10 }),
    });
    expect(order.statusCode).toBe(400);
    expect(order.json()).toMatchObject({ field: 'orderQty' });
  });

  it.each([
    ['price', { price: -1 }],
    ['name', { name: ' ' }],
    ['img', { img: 'javascript:alert(1)' }],
    ['restock', { restock: 0 }],
    ['restock', { restock: 2.5 }],
    ['expectedAvailableQty', { availableQty: 5 }],
    ['restock', { availableQty: 5, expectedAvailableQty: 100, restock: 3 }],
  ])('refuses a bad %s (%j) with a 400 naming it', async (field, body) => {
    const part = await addProduct(t.database.db);
    const response = await patchProduct(part.id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field });
    expect(await stockOf(t.database.db, part.id)).toBe(100);
  });

  it.each([
    [-1, 'must not be negative'],
    [1.5, 'must be a whole number of grams'],
    ['x', 'must be a whole number of grams'],
    [1_000_001, 'must be at most 1000000'],
  ])(
    'refuses a weight of %j grams with a 400 naming it (%s), changing nothing',
    async (weightGrams, problem) => {
      const part = await addProduct(t.database.db, { weightGrams: 280 });
      const read = async () => (await t.app.inject({ method: 'GET', url: `/api/product/${part.id}` })).json();
      const before = await read();
      const response = await patchProduct(part.id, { name: 'Renamed', weightGrams });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ field: 'weightGrams', message: `Weight (g) ${problem}` });
      expect(await read()).toEqual(before);
    },
  );

  it('refuses a restock that would take the stock above 1000000', async () => {
    const part = await addProduct(t.database.db, { availableQty: 999_990 });
    const response = await patchProduct(part.id, { restock: 11 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: productMessages.stockTooLarge, field: 'restock' });
  });

  it('answers 404 for an unknown product', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await patchProduct(missing, { restock: 1 })).statusCode).toBe(404);
    expect((await patchProduct(missing, {})).statusCode).toBe(404);
  });
});

// On PGlite (one connection) this checks the logic; with TEST_DATABASE_URL the pool has several
// connections, so orders and restocks really race for the same row.
describe(`restocks and orders at once (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('loses neither: the final stock is exactly start − ordered + restocked', async () => {
    const customer = await signUp(t.app);
    const part = await addProduct(t.database.db, { availableQty: 60, minimumQty: 1 });

    const calls = Array.from({ length: 120 }, (_, i) =>
      i % 4 === 0
        ? patchProduct(part.id, { restock: 7 })
        : t.app.inject({
            method: 'POST',
            url: '/api/order',
            headers: customer.headers,
            payload: orderBody(part.id, { orderQty: 2 }),
          }),
    );
    const responses = await Promise.all(calls);

    const restocks = responses.filter((_, i) => i % 4 === 0);
    const orders = responses.filter((_, i) => i % 4 !== 0);
    expect(restocks.map((response) => response.statusCode)).toEqual(restocks.map(() => 200));
    const placed = orders.filter((response) => response.statusCode === 201).length;
    expect(orders.filter((r) => ![201, 400, 409].includes(r.statusCode))).toEqual([]);
    expect(placed).toBeGreaterThan(0);
    expect(await stockOf(t.database.db, part.id)).toBe(60 - placed * 2 + restocks.length * 7);
  });
});

describe("a part's pictures", () => {
  it('keeps its other pictures in the order given, replaced as a whole, its main one apart', async () => {
    const part = await addProduct(t.database.db, { moreImages: ['/images/products/chain.svg'] });
    const images = ['/api/images/00000000-0000-4000-8000-000000000002', '/images/products/stem.svg'];
    const response = await patchProduct(part.id, { moreImages: images });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ img: '/images/products/crankset.svg', moreImages: images });
    const page = await t.app.inject({ method: 'GET', url: `/api/product/${part.id}` });
    expect(page.json()).toMatchObject({ moreImages: images });

    // Left out of a change, they stay; an empty list takes them all away.
    await patchProduct(part.id, { name: 'Renamed crankset' });
    expect((await findAnyProduct(t.database.db, part.id))?.moreImages).toEqual(images);
    await patchProduct(part.id, { moreImages: [] });
    expect((await findAnyProduct(t.database.db, part.id))?.moreImages).toEqual([]);
  });

  it.each([
    [
      ['javascript:alert(1)'],
      'moreImages.0',
      'More images must be an http(s) link or a path starting with /',
    ],
    [['/a.png', '/a.png'], 'moreImages', 'More images must not hold an image twice'],
    [
      Array.from({ length: 8 }, (_, i) => `/p${i}.png`),
      'moreImages',
      'More images must hold at most 7 images',
    ],
    ['/a.png', 'moreImages', expect.stringMatching(/^More images /)],
  ])('refuses %j at %s, changing nothing', async (moreImages, field, message) => {
    const part = await addProduct(t.database.db);
    const response = await patchProduct(part.id, { moreImages });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field, message });
    expect((await findAnyProduct(t.database.db, part.id))?.moreImages).toEqual([]);
  });
});

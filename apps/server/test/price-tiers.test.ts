import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Cart, NewProduct, PriceTier, ProductDetail } from '@crankworks/contract';
import { order, orderLine, productPriceTier } from '../src/db/schema/index.ts';
import { openDatabase } from '../src/db/client.ts';
import { placeOrder } from '../src/features/orders/place-order.ts';
import { findProduct } from '../src/features/products/queries.ts';
import { updateProduct } from '../src/features/products/update-product.ts';
import { signUp, type TestUser } from './auth-helper.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { addProduct, orderBody, placeOrderAs } from './order-fixtures.ts';
import { scratchDatabase } from './scratch-database.ts';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
beforeEach(async () => {
  t = await buildTestApp();
  admin = await signUp(t.app, { role: 'admin' });
  customer = await signUp(t.app);
});
afterEach(() => t.app.close());

/** $10.00 a piece, from 50 pieces $9.20, from 200 pieces $8.50: the decision record's example. */
const tiers: PriceTier[] = [
  { minQty: 50, price: 9.2 },
  { minQty: 200, price: 8.5 },
];
const tieredPart = (overrides: Partial<NewProduct> = {}) =>
  addProduct(t.database.db, { price: 10, minimumQty: 1, availableQty: 1000, tiers, ...overrides });

const as = (who: TestUser | null, options: InjectOptions) =>
  t.app.inject({ ...options, headers: who?.headers });
const getProduct = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/product/${id}` })).json<ProductDetail>();
const patch = (id: string, payload: object, who: TestUser | null = admin) =>
  as(who, { method: 'PATCH', url: `/api/product/${id}`, payload });

const newProduct = {
  name: 'Tiered chain',
  img: '/images/products/chain.svg',
  ShortDescription: 'Sold by the box.',
  price: 10,
  availableQty: 500,
  minimumQty: 10,
};

describe('an admin edits a part’s tiers', () => {
  it('adds a part with tiers, replaces them, keeps them when not given and clears them', async () => {
    const created = await as(admin, {
      method: 'POST',
      url: '/api/product',
      payload: { ...newProduct, tiers },
    });
    expect(created.statusCode).toBe(201);
    const { insertedId } = created.json<{ insertedId: string }>();
    expect((await getProduct(insertedId)).tiers).toEqual(tiers);

    const replaced = [{ minQty: 100, price: 9 }];
    const answer = await patch(insertedId, { tiers: replaced });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<ProductDetail>().tiers).toEqual(replaced);
    expect((await getProduct(insertedId)).tiers).toEqual(replaced);

    expect((await patch(insertedId, { name: 'Renamed chain', price: 11 })).json()).toMatchObject({
      name: 'Renamed chain',
      tiers: replaced,
    });
    expect((await patch(insertedId, { tiers: [] })).json<ProductDetail>().tiers).toEqual([]);
    expect((await getProduct(insertedId)).tiers).toEqual([]);
  });

  it('lets only an admin change them', async () => {
    const part = await tieredPart();
    expect((await patch(part.id, { tiers: [] }, null)).statusCode).toBe(401);
    expect((await patch(part.id, { tiers: [] }, customer)).statusCode).toBe(403);
    expect((await getProduct(part.id)).tiers).toEqual(tiers);
  });

  const tooMany = [2, 3, 4, 5, 6, 7].map((minQty) => ({ minQty, price: 10 - minQty / 10 }));
  it.each([
    [tooMany, 'tiers', 'Price tiers must hold at most 5 tiers'],
    [[{ minQty: 1, price: 9 }], 'tiers.0.minQty', 'From quantity must be at least 2'],
    [[{ minQty: 2.5, price: 9 }], 'tiers.0.minQty', 'From quantity must be a whole number'],
    [[{ price: 9 }], 'tiers.0.minQty', 'From quantity is required'],
    [
      [{ minQty: 10, price: 9 }],
      'tiers.0.minQty',
      'From quantity must be above the minimum order quantity (10)',
    ],
    [
      [
        { minQty: 50, price: 9 },
        { minQty: 50, price: 8 },
      ],
      'tiers.1.minQty',
      'From quantity must be above the tier before (50)',
    ],
    [[{ minQty: 50, price: 0 }], 'tiers.0.price', 'Price (USD) must be more than 0'],
    [[{ minQty: 50, price: 9.125 }], 'tiers.0.price', 'Price (USD) must have at most two decimals'],
    [[{ minQty: 50, price: 10 }], 'tiers.0.price', 'Price (USD) must be below the base price ($10.00)'],
    [
      [
        { minQty: 50, price: 9.2 },
        { minQty: 200, price: 9.2 },
      ],
      'tiers.1.price',
      'Price (USD) must be below the tier before ($9.20)',
    ],
  ])('refuses %j with a 400 naming %s, on add and on edit, changing nothing', async (bad, field, message) => {
    const part = await tieredPart({ minimumQty: 10 });
    const edited = await patch(part.id, { name: 'Not saved', tiers: bad });
    expect(edited.statusCode).toBe(400);
    expect(edited.json()).toEqual({ field, message });
    expect(await getProduct(part.id)).toMatchObject({ name: part.name, tiers });

    const added = await as(admin, {
      method: 'POST',
      url: '/api/product',
      payload: { ...newProduct, tiers: bad },
    });
    expect(added.statusCode).toBe(400);
    expect(added.json()).toEqual({ field, message });
    const list = await t.app.inject({ method: 'GET', url: '/api/products' });
    expect(list.json<{ items: unknown[] }>().items).toHaveLength(1);
  });

  it('refuses a price or minimum that the kept tiers no longer fit, by that field', async () => {
    const part = await tieredPart();
    expect((await patch(part.id, { price: 9.2 })).json()).toEqual({
      field: 'price',
      message: "Price (USD) must be above the first tier's price ($9.20)",
    });
    expect((await patch(part.id, { minimumQty: 50 })).json()).toEqual({
      field: 'minimumQty',
      message: "Minimum order quantity must be below the first tier's quantity (50)",
    });
    // Given together, the new price and tiers are judged together.
    const both = await patch(part.id, { price: 9, tiers: [{ minQty: 50, price: 8 }] });
    expect(both.json()).toMatchObject({ price: 9, tiers: [{ minQty: 50, price: 8 }] });
  });

  // Two admins at once on PostgreSQL (PGlite runs one statement at a time): a price edit that waited
  // for a tier edit's lock judged the new price against the tiers from before it.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'judges a price edit that waited for a tier edit against the new tiers',
    { timeout: 60_000 },
    async () => {
      const scratch = await scratchDatabase(process.env.TEST_DATABASE_URL!, 'tiers');
      const database = await openDatabase({ url: scratch.url, poolSize: 3 });
      try {
        const part = await addProduct(database.db, { price: 10, minimumQty: 1 });
        // The tier edit holds the part's lock for half a second, so the price edit waits for it.
        await database.db.execute(sql`create function slow_tier() returns trigger language plpgsql
          as $$ begin perform pg_sleep(0.5); return new; end $$`);
        await database.db.execute(sql`create trigger slow_tier before insert on product_price_tier
          for each row execute function slow_tier()`);
        const tierEdit = updateProduct(database.db, part.id, { tiers: [{ minQty: 50, price: 9 }] });
        await new Promise((resolve) => setTimeout(resolve, 150));
        // Its refusal is awaited from the start: it may come before the tier edit's own answer.
        const priceRefused = expect(updateProduct(database.db, part.id, { price: 8 })).rejects.toMatchObject({
          statusCode: 400,
          field: 'price',
        });
        await tierEdit;
        await priceRefused;
        const saved = await findProduct(database.db, part.id);
        expect(saved).toMatchObject({ priceCents: 1000, tiers: [{ minQty: 50, price: 900 }] });
      } finally {
        await database.close();
        await scratch.drop();
      }
    },
  );

  it('lets a part’s tiers go with it when it is deleted; its orders keep their price', async () => {
    const part = await tieredPart();
    const orderId = await placeOrderAs(t.app, customer, orderBody(part.id, { orderQty: 50 }));
    expect((await as(admin, { method: 'DELETE', url: `/api/product/${part.id}` })).statusCode).toBe(200);
    const left = await t.database.db
      .select()
      .from(productPriceTier)
      .where(eq(productPriceTier.productId, part.id));
    expect(left).toEqual([]);
    const [kept] = await t.database.db.select().from(order).where(eq(order.id, orderId));
    expect(kept).toMatchObject({ priceCents: 920, totalCents: 46_000 });
  });
});

describe('prices by tier', () => {
  const put = (productId: string, qty: number) =>
    as(customer, { method: 'PUT', url: `/api/cart/${productId}`, payload: { qty } });

  it.each([
    [1, 10, 10],
    [49, 10, 490],
    [50, 9.2, 460],
    [199, 9.2, 1830.8],
    [200, 8.5, 1700],
  ])('prices a cart line of %i pieces at $%d each, $%d the line', async (qty, price, lineTotal) => {
    const part = await tieredPart();
    const cart = (await put(part.id, qty)).json<Cart>();
    expect(cart.lines[0]).toMatchObject({ qty, price, lineTotal });
    expect(cart.total).toBe(lineTotal);
  });

  it.each([
    [39, null],
    [40, { minQty: 50, price: 9.2 }],
    [49, { minQty: 50, price: 9.2 }],
    [50, null],
    [199, { minQty: 200, price: 8.5 }],
    [200, null],
  ])(
    'offers the next tier on a line of %i pieces only when it is a quarter away or less',
    async (qty, near) => {
      const part = await tieredPart();
      expect((await put(part.id, qty)).json<Cart>().lines[0]?.nearTier).toEqual(near);
    },
  );

  it('offers no tier that the part’s stock cannot reach', async () => {
    const part = await tieredPart({ availableQty: 49 });
    expect((await put(part.id, 45)).json<Cart>().lines[0]?.nearTier).toBeNull();
  });

  it('checks out every line at its tier’s unit price, beside a part without tiers', async () => {
    const tiered = await tieredPart({ name: 'Tiered' });
    const plain = await addProduct(t.database.db, { name: 'Plain', price: 4.5, minimumQty: 1 });
    await put(tiered.id, 200);
    await put(plain.id, 60);
    const placed = await as(customer, {
      method: 'POST',
      url: '/api/checkout',
      payload: { address: '12 Spoke Street', phone: '+1 555 0101' },
    });
    expect(placed.statusCode).toBe(201);
    const { insertedId } = placed.json<{ insertedId: string }>();
    const lines = await t.database.db.select().from(orderLine).where(eq(orderLine.orderId, insertedId));
    expect(lines.map(({ productName, priceCents, qty }) => ({ productName, priceCents, qty }))).toEqual([
      { productName: 'Tiered', priceCents: 850, qty: 200 },
      { productName: 'Plain', priceCents: 450, qty: 60 },
    ]);
    const [recorded] = await t.database.db.select().from(order).where(eq(order.id, insertedId));
    expect(recorded?.totalCents).toBe(200 * 850 + 60 * 450);
  });

  it.each([
    [49, 1000],
    [50, 920],
    [200, 850],
  ])('prices a one-part order of %i pieces at %i cents each, as the cart does', async (qty, cents) => {
    const part = await tieredPart();
    const orderId = await placeOrderAs(t.app, customer, orderBody(part.id, { orderQty: qty }));
    const [recorded] = await t.database.db.select().from(order).where(eq(order.id, orderId));
    expect(recorded).toMatchObject({ priceCents: cents, totalCents: cents * qty });
    const [line] = await t.database.db.select().from(orderLine).where(eq(orderLine.orderId, orderId));
    expect(line).toMatchObject({ priceCents: cents, qty });
  });

  it('prices a one-part order from the database when a stale copy of the part lacks its tiers', async () => {
    const part = await tieredPart();
    const stale = { ...part, tiers: [] };
    const placed = await placeOrder(t.database, customer, orderBody(part.id, { orderQty: 50 }), {
      maxUnpaid: 3,
      holdMinutes: 30,
      readPart: async () => stale,
    });
    expect(placed).toMatchObject({ priceCents: 920, totalCents: 46_000 });
  });

  it('prices a part without tiers as before', async () => {
    const part = await addProduct(t.database.db, { price: 12.5, minimumQty: 1 });
    expect((await getProduct(part.id)).tiers).toEqual([]);
    expect((await put(part.id, 80)).json<Cart>().lines[0]).toMatchObject({ price: 12.5, lineTotal: 1000 });
    const orderId = await placeOrderAs(t.app, customer, orderBody(part.id, { orderQty: 80 }));
    const [recorded] = await t.database.db.select().from(order).where(eq(order.id, orderId));
    expect(recorded).toMatchObject({ priceCents: 1250, totalCents: 100_000 });
  });

  it('serves a part’s new tiers at once after an edit, and after one another process made', async () => {
    const part = await tieredPart();
    await getProduct(part.id);
    await patch(part.id, { tiers: [{ minQty: 10, price: 7 }] });
    expect((await getProduct(part.id)).tiers).toEqual([{ minQty: 10, price: 7 }]);

    const before = t.app.catalogCache.generation;
    // A write this app did not make, as another server process would.
    await t.database.db.delete(productPriceTier).where(eq(productPriceTier.productId, part.id));
    const deadline = Date.now() + 5_000;
    while (t.app.catalogCache.generation === before && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect((await getProduct(part.id)).tiers).toEqual([]);
    const orderId = await placeOrderAs(t.app, customer, orderBody(part.id, { orderQty: 10 }));
    const [recorded] = await t.database.db.select().from(order).where(eq(order.id, orderId));
    expect(recorded?.priceCents).toBe(1000);
  });
});

import { randomUUID } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { product, productSpec, shippingMethod, spec } from '../src/db/schema/index.ts';
import { newYork } from './address-fixtures.ts';
import { signUp } from './auth-helper.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { findOrder } from '../src/features/orders/queries.ts';
import { PartCache } from '../src/features/products/index.ts';
import { addProduct, orderBody, placeOrderAs } from './order-fixtures.ts';

const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(() => t.app.close());

const getProducts = (app: App, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/api/products', headers });

/** Waits (up to 5 s) until `moved` holds, as a notification from the database arrives asynchronously. */
async function eventually(moved: () => boolean) {
  const deadline = Date.now() + 5_000;
  while (!moved() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  return moved();
}

describe(`the catalogue cache (${database})`, () => {
  it('answers repeated reads with one ETag, a 304 when the client has it, and a pre-compressed body', async () => {
    await addProduct(t.database.db);
    // A read that overlaps a change notified by the database (this test's own setup) is not stored.
    let first = await getProducts(t.app);
    for (let tries = 0; !first.headers.etag && tries < 50; tries += 1) first = await getProducts(t.app);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect((await getProducts(t.app)).headers.etag).toBe(etag);

    const notModified = await getProducts(t.app, { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');

    const compressed = await getProducts(t.app, { 'accept-encoding': 'br, gzip' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(first.json());
  });

  it("shows this process's own catalogue writes in the very next read", async () => {
    const admin = await signUp(t.app, { role: 'admin' });
    expect((await getProducts(t.app)).json().items).toHaveLength(0);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/product',
      headers: admin.headers,
      payload: {
        name: 'Cached crank',
        img: '/images/products/crankset.svg',
        ShortDescription: 'Appears at once.',
        price: 10,
        availableQty: 5,
        minimumQty: 1,
      },
    });
    expect(created.statusCode).toBe(201);
    expect((await getProducts(t.app)).json().items).toHaveLength(1);
  });

  it('is emptied by the database when another process changes a price', async () => {
    const part = await addProduct(t.database.db);
    await getProducts(t.app);
    const before = t.app.catalogCache.generation;
    // A write this app did not make, as another server process or an operator's SQL would.
    await t.database.db.update(product).set({ priceCents: 999 }).where(eq(product.id, part.id));
    expect(await eventually(() => t.app.catalogCache.generation > before)).toBe(true);
    expect((await getProducts(t.app)).json().items[0].price).toBe(9.99);
  });

  it('is not emptied by an order taking stock, but is when the part becomes sold out', async () => {
    const customer = await signUp(t.app);
    const initial = t.app.catalogCache.generation;
    const part = await addProduct(t.database.db, { availableQty: 10, minimumQty: 4 });
    // The new part's own notification comes first.
    expect(await eventually(() => t.app.catalogCache.generation > initial)).toBe(true);
    const before = t.app.catalogCache.generation;
    await placeOrderAs(t.app, customer, orderBody(part.id, { orderQty: 4 }));
    // A notification would have arrived by the time a second statement has round-tripped.
    await t.database.db.execute(sql`select 1`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(t.app.catalogCache.generation).toBe(before);

    await placeOrderAs(t.app, customer, orderBody(part.id, { orderQty: 4 }));
    expect(await eventually(() => t.app.catalogCache.generation > before)).toBe(true);
  });
});

describe(`the catalogue filters' counts (${database})`, () => {
  /** The specification `bench-width` as /api/products/facets offers it: its name and each value's count. */
  const widthFacet = async (app: App) => {
    const response = await app.inject({ method: 'GET', url: '/api/products/facets' });
    expect(response.statusCode, response.body).toBe(200);
    type Facet = { key: string; name: string; values: { value: string; count: number }[] };
    return response.json<{ specs: Facet[] }>().specs.find((facet) => facet.key === 'bench-width');
  };
  const widthsOf40 = async (app: App) =>
    (await widthFacet(app))?.values.find((choice) => choice.value === '40')?.count;

  it('are kept until another process changes a specification or a part’s value, then counted afresh', async () => {
    const widthId = randomUUID();
    await t.database.db
      .insert(spec)
      .values({ id: widthId, name: 'Bench width', key: 'bench-width', kind: 'number', unit: 'mm' });
    const first = await addProduct(t.database.db);
    const second = await addProduct(t.database.db);
    await t.database.db
      .insert(productSpec)
      .values({ productId: first.id, specId: widthId, numberValue: '40' });
    // The setup's own notifications may still be on their way: read until they have emptied the caches.
    let counted = await widthsOf40(t.app);
    for (let tries = 0; counted !== 1 && tries < 50; tries += 1) counted = await widthsOf40(t.app);
    expect(counted).toBe(1);

    // A value no server wrote (another process, an operator's SQL): the database notifies every process.
    const before = t.app.catalogCache.generation;
    await t.database.db
      .insert(productSpec)
      .values({ productId: second.id, specId: widthId, numberValue: '40' });
    expect(await eventually(() => t.app.catalogCache.generation > before)).toBe(true);
    expect(await widthsOf40(t.app)).toBe(2);

    const renamed = t.app.catalogCache.generation;
    await t.database.db.update(spec).set({ name: 'Bench width at the hub' }).where(eq(spec.id, widthId));
    expect(await eventually(() => t.app.catalogCache.generation > renamed)).toBe(true);
    expect((await widthFacet(t.app))?.name).toBe('Bench width at the hub');
  });
});

describe(`the part cache (${database})`, () => {
  it('keeps a part read for orders only while the change feed is live', async () => {
    let live = true;
    const parts = new PartCache(t.database.db, () => live);
    const part = await addProduct(t.database.db, { price: 12.5 });
    const repriced = async (priceCents: number) => {
      await t.database.db.update(product).set({ priceCents }).where(eq(product.id, part.id));
      return (await parts.read(part.id))?.priceCents;
    };
    expect((await parts.read(part.id))?.priceCents).toBe(1250);
    expect(await repriced(1300), 'kept while live').toBe(1250);
    live = false;
    expect(await repriced(1400), 'read afresh while the feed may miss a change').toBe(1400);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('the change feed on PostgreSQL', () => {
  it('stops the caches while its connection is cut, then listens again and starts them empty', async () => {
    await addProduct(t.database.db);
    await getProducts(t.app);
    const before = t.app.catalogCache.generation;
    await t.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where query like 'LISTEN %'`,
    );
    const { changes } = t.database;
    expect(await eventually(() => !changes.live)).toBe(true);
    expect(t.app.catalogCache.generation).toBeGreaterThan(before);
    expect(await eventually(() => changes.live)).toBe(true);

    const part = await addProduct(t.database.db, { name: 'After the reconnect' });
    const seen = t.app.catalogCache.generation;
    await t.database.db.update(product).set({ priceCents: 111 }).where(eq(product.id, part.id));
    expect(await eventually(() => t.app.catalogCache.generation > seen)).toBe(true);
  });
});

describe(`the session cache (${database})`, () => {
  it('ends a session in every process as soon as it is signed out in one', async () => {
    const other = await buildApp({ config: t.app.deps.config, database: t.database });
    try {
      const customer = await signUp(t.app);
      const ordersOn = (app: App) =>
        app.inject({ method: 'GET', url: `/api/user/${customer.email}`, headers: customer.headers });
      expect((await ordersOn(other)).statusCode).toBe(200);
      expect((await ordersOn(other)).statusCode).toBe(200);
      const before = other.sessionCache.generation;

      const signOut = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: customer.headers,
      });
      expect(signOut.statusCode).toBe(200);
      expect((await ordersOn(t.app)).statusCode).toBe(401);
      expect(await eventually(() => other.sessionCache.generation > before)).toBe(true);
      expect((await ordersOn(other)).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('reads a new name at once after the customer changes it in his profile', async () => {
    const customer = await signUp(t.app, { name: 'Old Name' });
    const part = await addProduct(t.database.db);
    await placeOrderAs(t.app, customer, orderBody(part.id));
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${customer.email}`,
      headers: customer.headers,
      payload: { email: customer.email, username: 'New Name' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const id = await placeOrderAs(t.app, customer, orderBody(part.id));
    expect((await findOrder(t.database.db, id))?.userName).toBe('New Name');
  });
});

describe(`the shipping terms orders are charged by (${database})`, () => {
  const zone = (price: number) => ({
    name: 'Cached zone',
    areas: [{ country: 'US', region: '' }],
    methods: [{ name: 'Standard', basis: 'weight', rates: [{ upTo: null, price }], minDays: 1, maxDays: 3 }],
  });
  type Zone = { _id: string; methods: { _id: string }[] };

  it('are charged as an admin or another process has just changed them', async () => {
    const admin = await signUp(t.app, { role: 'admin' });
    const part = await addProduct(t.database.db, { price: 20, minimumQty: 1 });
    const other = await buildApp({ config: t.app.deps.config, database: t.database });
    const adminCall = (method: 'POST' | 'PUT', url: string, payload: object) =>
      t.app.inject({ method, url, headers: admin.headers, payload });
    /** Places a one-piece order on `app`, as a new customer, and answers the shipping it was charged, in dollars. */
    const shippingChargedOn = async (app: App, shippingMethodId: string) => {
      const customer = await signUp(t.app);
      const placed = await app.inject({
        method: 'POST',
        url: '/api/order',
        headers: customer.headers,
        payload: { productId: part.id, orderQty: 1, shipTo: newYork, shippingMethodId },
      });
      expect(placed.statusCode, placed.body).toBe(201);
      const id = placed.json<{ insertedId: string }>().insertedId;
      return (await findOrder(t.database.db, id))!.shippingCents! / 100;
    };
    try {
      const created = await adminCall('POST', '/api/admin/shipping/zones', zone(5));
      expect(created.statusCode, created.body).toBe(201);
      const { _id: zoneId, methods } = created.json<Zone>();
      expect(await shippingChargedOn(other, methods[0]!._id)).toBe(5);
      expect(await shippingChargedOn(t.app, methods[0]!._id)).toBe(5);

      // This process's own change: the very next order on it is charged the new rate.
      const otherBefore = other.catalogCache.generation;
      const saved = await adminCall('PUT', `/api/admin/shipping/zones/${zoneId}`, zone(9));
      expect(saved.statusCode, saved.body).toBe(200);
      const methodId = saved.json<Zone>().methods[0]!._id;
      expect(await shippingChargedOn(t.app, methodId)).toBe(9);
      // Another process hears of it from the database.
      expect(await eventually(() => other.catalogCache.generation > otherBefore)).toBe(true);
      expect(await shippingChargedOn(other, methodId)).toBe(9);

      // A change no server made (an operator's SQL): every process hears of it.
      const before = t.app.catalogCache.generation;
      await t.database.db
        .update(shippingMethod)
        .set({ rates: [{ upTo: null, priceCents: 1300 }] })
        .where(eq(shippingMethod.id, methodId));
      expect(await eventually(() => t.app.catalogCache.generation > before)).toBe(true);
      expect(await shippingChargedOn(t.app, methodId)).toBe(13);
    } finally {
      await other.close();
    }
  });

  it('are forgotten when a zone, its areas, its methods or the seller change', async () => {
    for (const table of ['shipping_zone', 'shipping_zone_area', 'shipping_method', 'seller']) {
      const before = t.app.catalogCache.generation;
      await t.database.db.execute(sql`delete from ${sql.identifier(table)} where false`);
      expect(await eventually(() => t.app.catalogCache.generation > before), table).toBe(true);
    }
  });
});

import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Cart, OrderDetail, ProductDetail, ProductPage, ProductStatus } from '@crankworks/contract';
import { order, product } from '../src/db/schema/index.ts';
import { chargesOf } from '../src/features/orders/order-shipment.ts';
import { pricedLine } from '../src/features/orders/order-statement.ts';
import { placeLinesOnce } from '../src/features/orders/place-lines.ts';
import { findAnyProduct } from '../src/features/products/queries.ts';
import { HttpError } from '../src/lib/errors.ts';
import { signUp, type TestUser } from './auth-helper.ts';
import { guestBody, guestCheckout } from './guest-fixtures.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { addProduct, orderBody, placeOrderAs, stockOf } from './order-fixtures.ts';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
beforeEach(async () => {
  t = await buildTestApp();
  admin = await signUp(t.app, { role: 'admin' });
  customer = await signUp(t.app, { name: 'Ada Rider' });
});
afterEach(() => t.app.close());

const as = (who: TestUser | undefined, options: InjectOptions) =>
  t.app.inject({ ...options, headers: { ...who?.headers, ...options.headers } });
const setStatus = (id: string, status: ProductStatus) =>
  as(admin, { method: 'PATCH', url: `/api/product/${id}`, payload: { status } });
const publicNames = async (query = '') =>
  (await as(undefined, { method: 'GET', url: `/api/products${query}` }))
    .json<ProductPage>()
    .items.map((item) => item.name);
const adminList = async (query = '') => {
  const response = await as(admin, { method: 'GET', url: `/api/admin/products${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<ProductPage>().items.map((item) => [item.name, item.status]);
};
const cartOf = async () => (await as(customer, { method: 'GET', url: '/api/cart' })).json<Cart>();

describe('a draft', () => {
  it('is added hidden: visitors neither list, search, open nor map it; the admin lists and opens it', async () => {
    await addProduct(t.database.db, { name: 'Forge chain' });
    const added = await as(admin, {
      method: 'POST',
      url: '/api/product',
      payload: {
        name: 'Forge crankset',
        img: '/images/products/crankset.svg',
        ShortDescription: 'Coming next season.',
        price: 189.99,
        availableQty: 10,
        minimumQty: 1,
        status: 'draft',
      },
    });
    expect(added.statusCode).toBe(201);
    const { insertedId } = added.json<{ insertedId: string }>();

    expect(await publicNames()).toEqual(['Forge chain']);
    expect(await publicNames('?q=season')).toEqual([]);
    for (const url of [`/api/product/${insertedId}`, `/api/purchase/${insertedId}`])
      expect((await as(undefined, { method: 'GET', url })).statusCode).toBe(404);
    expect((await as(undefined, { method: 'GET', url: '/sitemap.xml' })).body).not.toContain(insertedId);

    expect(await adminList()).toEqual([
      ['Forge chain', 'active'],
      ['Forge crankset', 'draft'],
    ]);
    expect(await adminList('?status=draft')).toEqual([['Forge crankset', 'draft']]);
    expect(await adminList('?status=archived')).toEqual([]);
    expect(await adminList('?q=season')).toEqual([['Forge crankset', 'draft']]);
    const opened = await as(admin, { method: 'GET', url: `/api/admin/product/${insertedId}` });
    expect(opened.json<ProductDetail>()).toMatchObject({
      name: 'Forge crankset',
      status: 'draft',
      tiers: [],
    });
  });

  it('goes on sale when the admin says, and only then can be ordered', async () => {
    const part = await addProduct(t.database.db, { name: 'Forge crankset', status: 'draft' });
    const refused = await as(customer, { method: 'POST', url: '/api/order', payload: orderBody(part.id) });
    expect(refused.statusCode).toBe(404);
    expect(
      (await as(customer, { method: 'PUT', url: `/api/cart/${part.id}`, payload: { qty: 2 } })).statusCode,
    ).toBe(404);

    expect((await setStatus(part.id, 'active')).json()).toMatchObject({ status: 'active' });
    expect(await publicNames()).toEqual(['Forge crankset']);
    await placeOrderAs(t.app, customer, orderBody(part.id, { orderQty: 2 }));
    expect(await stockOf(t.database.db, part.id)).toBe(98);
  });
});

describe('archiving a part', () => {
  it('hides it and stops its sale; its past orders read as they did, and restoring it sells it again', async () => {
    const part = await addProduct(t.database.db, { name: 'LinkPro chain', price: 30, minimumQty: 1 });
    const placed = await placeOrderAs(t.app, customer, orderBody(part.id, { orderQty: 2 }));
    await as(customer, { method: 'PUT', url: `/api/cart/${part.id}`, payload: { qty: 3 } });
    expect((await cartOf()).lines).toHaveLength(1);

    expect((await setStatus(part.id, 'archived')).json()).toMatchObject({
      name: 'LinkPro chain',
      status: 'archived',
    });

    expect(await publicNames()).toEqual([]);
    expect((await as(undefined, { method: 'GET', url: `/api/product/${part.id}` })).statusCode).toBe(404);
    // The cart says the part left it, as for a deleted part; checkout has nothing to order.
    expect(await cartOf()).toMatchObject({ lines: [], dropped: ['LinkPro chain'] });
    expect(
      (await as(customer, { method: 'POST', url: '/api/checkout', payload: orderBody(part.id) })).statusCode,
    ).toBe(400);
    const buyNow = await as(customer, { method: 'POST', url: '/api/order', payload: orderBody(part.id) });
    expect(buyNow.statusCode).toBe(404);
    const guest = await guestCheckout(t.app, guestBody([{ productId: part.id, qty: 1 }]));
    expect(guest.statusCode).toBe(409);
    expect(guest.json()).toMatchObject({ field: 'lines' });
    expect(await t.database.db.select().from(order)).toHaveLength(1);

    const past = await as(customer, { method: 'GET', url: `/api/order/${placed}` });
    expect(past.statusCode).toBe(200);
    expect(past.json<OrderDetail>().lines).toMatchObject([{ name: 'LinkPro chain', price: 30, qty: 2 }]);

    await setStatus(part.id, 'active');
    expect(await publicNames()).toEqual(['LinkPro chain']);
  });

  it('refuses an order that read the part on sale and reached the statement after it was archived', async () => {
    const db = t.database.db;
    const part = await addProduct(db, { name: 'LinkPro chain', availableQty: 10, minimumQty: 1 });
    const read = await findAnyProduct(db, part.id);
    await db.update(product).set({ status: 'archived' }).where(eq(product.id, part.id));

    const lines = [pricedLine(read!, 2)];
    const charges = chargesOf(undefined, lines);
    if (charges instanceof HttpError) throw charges;
    const outcome = await placeLinesOnce(
      t.database.runPrepared,
      {
        customer: { id: customer.id, name: 'Ada Rider', email: customer.email },
        shipTo: { address: '12 Spoke Street', phone: '+1 555 0101' },
        fromCart: false,
        maxUnpaid: 3,
        holdMinutes: 30,
      },
      lines,
      charges,
    );
    expect(outcome).toMatchObject({ placed: null, lines: [] });
    expect(await stockOf(db, part.id)).toBe(10);
    expect(await db.select().from(order)).toHaveLength(0);
  });

  it('is refused a status that does not exist, naming the field, and changes nothing', async () => {
    const part = await addProduct(t.database.db, { name: 'LinkPro chain' });
    const answer = await setStatus(part.id, 'hidden' as ProductStatus);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      field: 'status',
      message: expect.stringMatching(/active, draft, archived/),
    });
    expect((await findAnyProduct(t.database.db, part.id))?.status).toBe('active');
    const badFilter = await as(admin, { method: 'GET', url: '/api/admin/products?status=gone' });
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json()).toMatchObject({ field: 'status' });
  });
});

describe('a category', () => {
  it('counts and lists its parts on sale, not its hidden ones', async () => {
    const created = await as(admin, { method: 'POST', url: '/api/category', payload: { name: 'Chains' } });
    const { id, slug } = created.json<{ id: string; slug: string }>();
    const onSale = await addProduct(t.database.db, { name: 'LinkPro chain' });
    const draft = await addProduct(t.database.db, { name: 'LinkPro 12s chain', status: 'draft' });
    for (const part of [onSale, draft])
      await as(admin, {
        method: 'PUT',
        url: `/api/product/${part.id}/categories`,
        payload: { categoryIds: [id] },
      });

    const categories = await as(undefined, { method: 'GET', url: '/api/categories' });
    expect(categories.json()).toMatchObject({ items: [{ name: 'Chains', productCount: 1 }] });
    expect(await publicNames(`?category=${slug}`)).toEqual(['LinkPro chain']);
    expect(await adminList(`?category=${slug}`)).toEqual([
      ['LinkPro chain', 'active'],
      ['LinkPro 12s chain', 'draft'],
    ]);
  });
});

describe("the admin's reads", () => {
  it('are for admins only', async () => {
    const part = await addProduct(t.database.db, { status: 'draft' });
    for (const url of ['/api/admin/products', `/api/admin/product/${part.id}`]) {
      expect((await as(undefined, { method: 'GET', url })).statusCode).toBe(401);
      expect((await as(customer, { method: 'GET', url })).statusCode).toBe(403);
    }
    expect(
      (await as(admin, { method: 'GET', url: '/api/admin/product/00000000-0000-4000-8000-000000000000' }))
        .statusCode,
    ).toBe(404);
  });
});

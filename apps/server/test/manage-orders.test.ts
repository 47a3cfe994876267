import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orderReference, type OrderStatus, type OrderTablePage } from '@crankworks/contract';
import { order } from '../src/db/schema/index.ts';
import { signUp, type TestUser } from './auth-helper.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { addProduct, orderBody, placeOrderAs } from './order-fixtures.ts';
import { paidThreeLineOrder, payWithTestCard } from './refund-fixtures.ts';

let t: TestApp;
let admin: TestUser;
beforeEach(async () => {
  t = await buildTestApp();
  admin = await signUp(t.app, { role: 'admin' });
});
afterEach(() => t.app.close());

const asAdmin = (options: InjectOptions) => t.app.inject({ headers: admin.headers, ...options });
const idsOf = async (query: string) => {
  const response = await asAdmin({ method: 'GET', url: `/api/orders?${query}` });
  expect(response.statusCode, query).toBe(200);
  return (response.json() as OrderTablePage).items.map((row) => row._id);
};
const search = (text: string) => idsOf(`search=${encodeURIComponent(text)}`);

describe('Manage Orders search', () => {
  it('finds an order by its shown reference, its id, its customer and a part on any of its lines', async () => {
    const ada = await signUp(t.app, { name: 'Ada Lovelace', email: 'ada@example.com' });
    const bob = await signUp(t.app, { name: 'Bob Wheeler', email: 'bob@example.com' });
    // Crankset, then Chain, then Cassette: the order's own columns name only the Crankset.
    const { orderId: cart } = await paidThreeLineOrder(t.app, ada, payWithTestCard(t.app, ada));
    const saddle = await addProduct(t.database.db, { name: 'Gel Saddle' });
    const single = await placeOrderAs(t.app, bob, orderBody(saddle.id));

    expect(await search(orderReference(cart))).toEqual([cart]);
    expect(await search(cart.slice(0, 8).toUpperCase())).toEqual([cart]);
    expect(await search(single)).toEqual([single]);
    expect(await search(single.slice(0, 13))).toEqual([single]);
    expect(await search('lovelace')).toEqual([cart]);
    expect(await search('bob@EXAMPLE')).toEqual([single]);
    expect(await search('cassette')).toEqual([cart]);
    expect(await search('Chain')).toEqual([cart]);
    expect(await search('gel sad')).toEqual([single]);
    expect(await search('example.com')).toEqual([single, cart]);
    // Not the start of an id (its fifth character is no hex digit), nor anywhere else.
    expect(await search(`${cart.slice(0, 4)}z`)).toEqual([]);
    expect(await search('#')).toEqual([]);
  });

  it('counts an order once however many of its lines match, and pages the matches', async () => {
    const ada = await signUp(t.app, { name: 'Ada Lovelace' });
    const first = await paidThreeLineOrder(t.app, ada, payWithTestCard(t.app, ada));
    const second = await paidThreeLineOrder(t.app, ada, payWithTestCard(t.app, ada));
    const response = await asAdmin({ method: 'GET', url: '/api/orders?search=c&pageSize=1' });
    expect(response.json()).toMatchObject({ total: 2, items: [{ _id: second.orderId }] });
    expect(await idsOf('search=ca&pageSize=1&page=2')).toEqual([first.orderId]);
  });
});

describe('Manage Orders by state', () => {
  /** Four orders of one customer, oldest first: unpaid, paid, partially shipped, shipped. */
  async function ordersInStates() {
    const rider = await signUp(t.app, { email: 'rider@example.com' });
    const part = await addProduct(t.database.db, { name: 'Brake pads', availableQty: 1000 });
    const states: OrderStatus[] = ['unpaid', 'paid', 'partially_shipped', 'shipped'];
    const ids: string[] = [];
    for (const [index, status] of states.entries()) {
      const id = await placeOrderAs(t.app, rider, orderBody(part.id));
      const createdAt = new Date(Date.parse('2026-11-01T09:00:00Z') + index * 60_000);
      await t.database.db.update(order).set({ status, createdAt }).where(eq(order.id, id));
      ids.push(id);
    }
    return ids as [string, string, string, string];
  }

  it('lists one state, or the "to ship" queue of paid and partially shipped orders', async () => {
    const [unpaid, paid, partly, shipped] = await ordersInStates();
    expect(await idsOf('')).toEqual([shipped, partly, paid, unpaid]);
    expect(await idsOf('status=to_ship')).toEqual([partly, paid]);
    expect(await idsOf('status=to_ship&sort=createdAt&dir=asc')).toEqual([paid, partly]);
    expect(await idsOf('status=unpaid')).toEqual([unpaid]);
    expect(await idsOf('status=delivered')).toEqual([]);
    expect(await idsOf(`status=to_ship&search=${paid.slice(0, 8)}`)).toEqual([paid]);
    expect(await idsOf(`status=shipped&search=${paid.slice(0, 8)}`)).toEqual([]);
    const queue = await asAdmin({ method: 'GET', url: '/api/orders?status=to_ship&pageSize=1' });
    expect(queue.json()).toMatchObject({ total: 2, nextCursor: partly });
    expect(await idsOf(`status=to_ship&pageSize=1&page=2&after=${partly}`)).toEqual([paid]);
  });

  it('exports what the table shows: the state filter applies to the CSV too', async () => {
    const [, paid, partly] = await ordersInStates();
    const csv = await asAdmin({ method: 'GET', url: '/api/admin/orders.csv?status=to_ship' });
    expect(csv.statusCode).toBe(200);
    const records = csv.body.split('\r\n').filter(Boolean).slice(1);
    const idOf = (record: string) => /"([0-9a-f-]{36})"/.exec(record)?.[1];
    expect(records.map(idOf)).toEqual([partly, paid]);
  });

  it('refuses a state that is not one, naming the field', async () => {
    for (const url of ['/api/orders?status=refunded', '/api/admin/orders.csv?status=PAID']) {
      const bad = await asAdmin({ method: 'GET', url });
      expect(bad.statusCode, url).toBe(400);
      expect(bad.json(), url).toMatchObject({ field: 'status', message: expect.stringContaining('to_ship') });
    }
  });
});

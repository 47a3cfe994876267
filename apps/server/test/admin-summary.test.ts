import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminSummary } from '@crankworks/contract';
import { rowsOf } from '../src/db/rows.ts';
import { contactMessage, order, refund } from '../src/db/schema/index.ts';
import { signUp } from './auth-helper.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { addProduct, orderBody, placeOrderAs } from './order-fixtures.ts';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(() => t.app.close());

/** Midday of the calendar day `daysAgo` days back, by the database's own clock and time zone. */
async function middayOf(daysAgo: number): Promise<Date> {
  const result = await t.database.db.execute(
    sql`select (date_trunc('day', now()) - make_interval(days => ${daysAgo}::int) + interval '12 hours') as at`,
  );
  const [row] = rowsOf<{ at: string | Date }>(result);
  return new Date(row!.at);
}

describe('GET /api/admin/summary', () => {
  it('adds up paid orders by day, counts orders by state, lists low stock and the latest messages', async () => {
    const [admin, customer] = [await signUp(t.app, { role: 'admin' }), await signUp(t.app)];
    const crank = await addProduct(t.database.db, {
      name: 'Crank',
      price: 10,
      minimumQty: 1,
      availableQty: 500,
    });
    const saddle = await addProduct(t.database.db, {
      name: 'Saddle',
      price: 40,
      minimumQty: 5,
      availableQty: 7,
    });
    await addProduct(t.database.db, { name: 'Hub', price: 5, minimumQty: 1, availableQty: 200 });
    // No longer sold: its last pieces worry nobody.
    await addProduct(t.database.db, { name: 'Old hub', minimumQty: 1, availableQty: 2, status: 'archived' });
    const pay = async (qty: number, daysAgo: number, extra: Partial<typeof order.$inferInsert> = {}) => {
      const id = await placeOrderAs(t.app, customer, orderBody(crank.id, { orderQty: qty }));
      await t.database.db
        .update(order)
        .set({ paid: true, transactionId: `pi_${id}`, paidAt: await middayOf(daysAgo), ...extra })
        .where(eq(order.id, id));
    };
    await pay(1, 0); // $10 today
    await pay(2, 3, { shipped: true }); // $20, 3 days ago
    await pay(4, 20, { firstShipmentAt: new Date() }); // $40, 20 days ago, partially shipped
    await pay(8, 40, { shipped: true, deliveredAt: new Date() }); // $80, too old for every figure, delivered
    await placeOrderAs(t.app, customer, orderBody(crank.id, { orderQty: 16 })); // unpaid
    const cancelled = await placeOrderAs(t.app, customer, orderBody(saddle.id, { orderQty: 5 }));
    await t.app.inject({ method: 'DELETE', url: `/api/order/${cancelled}`, headers: customer.headers });
    for (const [index, firstName] of ['Ada', 'Ben', 'Cy', 'Di', 'Ed', 'Flo'].entries())
      await t.database.db.insert(contactMessage).values({
        firstName,
        lastName: 'Rider',
        email: `${firstName.toLowerCase()}@example.com`,
        message: 'Do you ship abroad?',
        createdAt: new Date(Date.parse('2026-11-01T00:00:00Z') + index * 60_000),
      });

    const response = await t.app.inject({ method: 'GET', url: '/api/admin/summary', headers: admin.headers });
    expect(response.statusCode).toBe(200);
    const summary = response.json() as AdminSummary;

    expect(summary.sales).toEqual({
      today: { orders: 1, total: 10 },
      last7Days: { orders: 2, total: 30 },
      last30Days: { orders: 3, total: 70 },
    });
    expect(summary.salesPerDay).toHaveLength(30);
    expect(summary.salesPerDay.at(-1)).toMatchObject({ orders: 1, total: 10 });
    expect(summary.salesPerDay.at(-4)).toMatchObject({ orders: 1, total: 20 });
    expect(summary.salesPerDay.at(-21)).toMatchObject({ orders: 1, total: 40 });
    expect(summary.salesPerDay.reduce((sum, day) => sum + day.total, 0)).toBe(70);
    const days = summary.salesPerDay.map((day) => day.day);
    expect([...days].sort()).toEqual(days);

    expect(summary.ordersByState).toEqual({
      unpaid: 1,
      paid: 1,
      partially_shipped: 1,
      shipped: 1,
      delivered: 1,
      cancelled: 1,
      expired: 0,
    });
    // The saddle is back at 7 (its cancelled order returned stock): above its minimum but at most 10.
    expect(summary.lowStock).toEqual([{ _id: saddle.id, name: 'Saddle', availableQty: 7, minimumQty: 5 }]);
    expect(summary.latestMessages.map((message) => message.name)).toEqual([
      'Flo Rider',
      'Ed Rider',
      'Di Rider',
      'Cy Rider',
      'Ben Rider',
    ]);
  });

  it('takes the refunds that went through off the sales of the day they went through', async () => {
    const [admin, customer] = [await signUp(t.app, { role: 'admin' }), await signUp(t.app)];
    const crank = await addProduct(t.database.db, { price: 10, minimumQty: 1, availableQty: 500 });
    const paidOrder = async (qty: number, daysAgo: number) => {
      const id = await placeOrderAs(t.app, customer, orderBody(crank.id, { orderQty: qty }));
      await t.database.db
        .update(order)
        .set({ paid: true, transactionId: `pi_${id}`, paidAt: await middayOf(daysAgo) })
        .where(eq(order.id, id));
      return id;
    };
    const refunded = async (
      orderId: string,
      cents: number,
      status: 'succeeded' | 'pending' | 'failed',
      daysAgo: number,
    ) =>
      t.database.db.insert(refund).values({
        orderId,
        amountCents: cents,
        status,
        createdBy: admin.id,
        createdAt: await middayOf(daysAgo),
        succeededAt: status === 'succeeded' ? await middayOf(daysAgo) : null,
      });
    const today = await paidOrder(5, 0); // $50 today
    const older = await paidOrder(4, 10); // $40, 10 days ago
    const tooOld = await paidOrder(8, 40); // $80, before every figure
    await refunded(today, 1500, 'succeeded', 0); // $15 back today
    await refunded(older, 1000, 'succeeded', 3); // $10 back 3 days ago, from an order paid 10 days ago
    await refunded(tooOld, 2000, 'succeeded', 0); // $20 back today, from an order paid 40 days ago
    await refunded(older, 500, 'pending', 0); // under way: not money back yet
    await refunded(older, 700, 'failed', 0); // never paid back

    const response = await t.app.inject({ method: 'GET', url: '/api/admin/summary', headers: admin.headers });
    const summary = response.json() as AdminSummary;
    expect(summary.sales).toEqual({
      today: { orders: 1, total: 15 },
      last7Days: { orders: 1, total: 5 },
      last30Days: { orders: 2, total: 45 },
    });
    expect(summary.salesPerDay.at(-1)).toMatchObject({ orders: 1, total: 15 });
    expect(summary.salesPerDay.at(-4)).toMatchObject({ orders: 0, total: -10 });
    expect(summary.salesPerDay.at(-11)).toMatchObject({ orders: 1, total: 40 });
    expect(summary.salesPerDay.reduce((sum, day) => sum + day.total, 0)).toBe(45);
  });

  it('answers zeros on an empty shop, and only to admins', async () => {
    const [admin, customer] = [await signUp(t.app, { role: 'admin' }), await signUp(t.app)];
    const get = (headers?: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/admin/summary', headers });
    expect((await get()).statusCode).toBe(401);
    expect((await get(customer.headers)).statusCode).toBe(403);
    const summary = (await get(admin.headers)).json() as AdminSummary;
    expect(summary.sales.last30Days).toEqual({ orders: 0, total: 0 });
    expect(summary.salesPerDay.every((day) => day.orders === 0 && day.total === 0)).toBe(true);
    expect(Object.values(summary.ordersByState)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(summary.lowStock).toEqual([]);
  });
});

import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orderMessages, type Order } from '@crankworks/contract';
import { order, outbox } from '../src/db/schema/index.ts';
import { expireNextOrder } from '../src/features/payment-settlement/expire-orders.ts';
import { signUp, type TestUser } from './auth-helper.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import {
  addProduct,
  orderBody,
  placedMinutesAgo as placedMinutesAgoIn,
  placeOrderAs,
  stockOf,
} from './order-fixtures.ts';

const HOLD_MINUTES = 30;

let t: TestApp;
let customer: TestUser;
beforeEach(async () => {
  // The loop stays out of the way (it looks once a day): the test runs each release itself. One
  // customer holds up to six unpaid orders at once, above the shop's default limit.
  t = await buildTestApp({
    ORDER_HOLD_MINUTES: String(HOLD_MINUTES),
    ORDER_EXPIRY_POLL_MS: '86400000',
    MAX_UNPAID_ORDERS: '10',
  });
  customer = await signUp(t.app);
});
afterEach(() => t.app.close());

const inject = (options: InjectOptions) => t.app.inject({ headers: customer.headers, ...options });
const releaseOne = () =>
  expireNextOrder({
    db: t.database.db,
    provider: t.app.deps.payments,
    holdMinutes: HOLD_MINUTES,
    seller: t.app.deps.config,
  });
const expiredMails = () => t.database.db.select().from(outbox).where(eq(outbox.kind, 'order-expired'));
const placedMinutesAgo = (id: string, minutes: number) =>
  placedMinutesAgoIn(t.database.db, id, minutes, HOLD_MINUTES);

describe('stock held by unpaid orders', () => {
  it('goes back on sale once the hold runs out: the order expires, once', async () => {
    const part = await addProduct(t.database.db, { availableQty: 10, minimumQty: 1 });
    const fresh = await placeOrderAs(t.app, customer, orderBody(part.id, { orderQty: 2 }));
    const overdue = await placeOrderAs(t.app, customer, orderBody(part.id, { orderQty: 3 }));
    await placedMinutesAgo(fresh, HOLD_MINUTES - 1);
    await placedMinutesAgo(overdue, HOLD_MINUTES + 1);
    expect(await stockOf(t.database.db, part.id)).toBe(5);

    expect(await releaseOne()).toBe(true);
    expect(await releaseOne()).toBe(false);
    expect(await stockOf(t.database.db, part.id)).toBe(8);
    const expired = (await inject({ method: 'GET', url: `/api/order/${overdue}` })).json() as Order;
    expect(expired).toMatchObject({ status: 'expired', expiredAt: expect.any(String) });
    const kept = (await inject({ method: 'GET', url: `/api/order/${fresh}` })).json() as Order;
    expect(kept.status).toBe('unpaid');

    const paying = await inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { orderId: overdue },
    });
    expect(paying.statusCode).toBe(409);
    expect(paying.json()).toMatchObject({ message: orderMessages.expired });
    const cancelling = await inject({ method: 'DELETE', url: `/api/order/${overdue}` });
    expect(cancelling.statusCode).toBe(409);
    expect(await stockOf(t.database.db, part.id)).toBe(8);
  });

  it('never releases a paid order, and releases each overdue order once when several servers look at once', async () => {
    const part = await addProduct(t.database.db, { availableQty: 100, minimumQty: 1 });
    const ids: string[] = [];
    for (let index = 0; index < 6; index += 1)
      ids.push(await placeOrderAs(t.app, customer, orderBody(part.id, { orderQty: 1 })));
    for (const id of ids) await placedMinutesAgo(id, HOLD_MINUTES + 5);
    await t.database.db
      .update(order)
      .set({ paid: true, transactionId: 'pi_paid_before' })
      .where(eq(order.id, ids[0] ?? ''));

    const released = await Promise.all(Array.from({ length: 8 }, () => releaseOne()));
    while (await releaseOne());
    expect(released.filter(Boolean).length).toBeLessThanOrEqual(5);
    expect(await stockOf(t.database.db, part.id)).toBe(99);
    const rows = await t.database.db.select().from(order);
    expect(rows.filter((row) => row.expiredAt !== null)).toHaveLength(5);
    expect(rows.find((row) => row.id === ids[0])).toMatchObject({ paid: true, expiredAt: null });
    const mailed = (await expiredMails()).map((mail) => mail.textBody.match(/Order: (\S+)/)?.[1]);
    expect(mailed.sort()).toEqual(ids.slice(1).sort());
  });

  it('tells the customer once that the order expired unpaid and its parts went back on sale', async () => {
    const part = await addProduct(t.database.db, { name: 'Chain 11s', availableQty: 10, minimumQty: 1 });
    const id = await placeOrderAs(t.app, customer, orderBody(part.id, { orderQty: 2 }));
    expect(await expiredMails()).toEqual([]);
    await placedMinutesAgo(id, HOLD_MINUTES + 1);

    await releaseOne();
    await releaseOne();
    const mails = await expiredMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ recipient: customer.email, subject: 'Expired unpaid: Chain 11s' });
    for (const said of [
      `Order: ${id}`,
      `We held the parts of your order for ${HOLD_MINUTES} minutes. ${orderMessages.expired}; nothing was charged.`,
      'Product: Chain 11s',
      'Visit the shop: {{shop}}/',
    ])
      expect(mails[0]?.textBody).toContain(said);
  });

  it('runs in the background on every server, as ORDER_HOLD_MINUTES and ORDER_EXPIRY_POLL_MS say', async () => {
    await t.app.close();
    t = await buildTestApp({ ORDER_HOLD_MINUTES: '1', ORDER_EXPIRY_POLL_MS: '50' });
    customer = await signUp(t.app);
    await t.app.ready();
    const part = await addProduct(t.database.db, { availableQty: 10, minimumQty: 1 });
    const id = await placeOrderAs(t.app, customer, orderBody(part.id, { orderQty: 4 }));
    await placedMinutesAgoIn(t.database.db, id, 2, 1);
    await expect.poll(() => stockOf(t.database.db, part.id), { timeout: 5_000 }).toBe(10);
  });
});

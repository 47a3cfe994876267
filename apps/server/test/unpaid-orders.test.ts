import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cartMessages, putBackNotice, type Order, type PutBack } from '@crankworks/contract';
import { order, outbox, product } from '../src/db/schema/index.ts';
import { expireNextOrder } from '../src/features/payment-settlement/expire-orders.ts';
import { remindNextOrder } from '../src/features/payment-settlement/remind-orders.ts';
import { signUp, type TestUser } from './auth-helper.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { addProduct, orderBody, placedMinutesAgo, placeOrderAs, stockOf } from './order-fixtures.ts';

const HOLD_MINUTES = 30;
const REMINDER_MINUTES = 10;

let t: TestApp;
let customer: TestUser;
beforeEach(async () => {
  // The background loop stays out of the way (once a day): each test runs the passes itself.
  t = await buildTestApp({
    ORDER_HOLD_MINUTES: String(HOLD_MINUTES),
    ORDER_REMINDER_MINUTES: String(REMINDER_MINUTES),
    ORDER_EXPIRY_POLL_MS: '86400000',
    MAX_UNPAID_ORDERS: '10',
  });
  customer = await signUp(t.app);
});
afterEach(() => t.app.close());

const inject = (options: InjectOptions, user = customer) =>
  t.app.inject({ headers: user.headers, ...options });
const readOrder = async (id: string) =>
  (await inject({ method: 'GET', url: `/api/order/${id}` })).json() as Order;
const storedOrder = async (id: string) =>
  (await t.database.db.select().from(order).where(eq(order.id, id)))[0]!;
const mailsOf = (kind: 'order-placed' | 'order-reminder') =>
  t.database.db.select().from(outbox).where(eq(outbox.kind, kind));
const expireAll = async () => {
  const context = {
    db: t.database.db,
    provider: t.app.deps.payments,
    holdMinutes: HOLD_MINUTES,
    seller: t.app.deps.config,
  };
  while (await expireNextOrder(context));
};
const remindAll = async () => {
  while (await remindNextOrder(t.database.db, REMINDER_MINUTES));
};
const placeOne = async (overrides = {}) => {
  const part = await addProduct(t.database.db, {
    name: 'Chain 11s',
    availableQty: 10,
    minimumQty: 1,
    ...overrides,
  });
  return { part, id: await placeOrderAs(t.app, customer, orderBody(part.id, { orderQty: 2 })) };
};

describe("an unpaid order's deadline", () => {
  it('is stored when the order is placed, said by the API and the order e-mail, and gone once it expires', async () => {
    const before = Date.now();
    const { id } = await placeOne();
    const placed = await readOrder(id);
    const heldUntil = new Date(placed.heldUntil ?? '').getTime();
    expect(heldUntil).toBeGreaterThanOrEqual(before + HOLD_MINUTES * 60_000);
    expect(heldUntil).toBeLessThanOrEqual(Date.now() + HOLD_MINUTES * 60_000);
    expect((await storedOrder(id)).heldUntil?.toISOString()).toBe(placed.heldUntil);

    const [mail] = await mailsOf('order-placed');
    const said = new Intl.DateTimeFormat('en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'UTC',
    });
    expect(mail?.textBody).toContain(`Held until: ${said.format(heldUntil)} UTC`);
    expect(mail?.textBody).toContain(`Pay now: {{shop}}/dashboard/payment/${id}`);

    await placedMinutesAgo(t.database.db, id, HOLD_MINUTES + 1, HOLD_MINUTES);
    await expireAll();
    expect(await readOrder(id)).toMatchObject({ status: 'expired', heldUntil: null });
  });

  it('is what expiry goes by, and an order placed before deadlines were stored gets placed + the hold', async () => {
    const { id: kept } = await placeOne();
    const { id: older } = await placeOne();
    // Placed long ago but held until later (a longer hold when it was placed): it stays unpaid.
    await placedMinutesAgo(t.database.db, kept, HOLD_MINUTES * 3, HOLD_MINUTES * 4);
    await placedMinutesAgo(t.database.db, older, HOLD_MINUTES - 5, HOLD_MINUTES);
    await t.database.db.update(order).set({ heldUntil: null }).where(eq(order.id, older));

    await expireAll();
    expect((await readOrder(kept)).status).toBe('unpaid');
    const given = await readOrder(older);
    expect(given.status).toBe('unpaid');
    expect(new Date(given.heldUntil ?? '').getTime()).toBe(
      new Date(given.createdAt).getTime() + HOLD_MINUTES * 60_000,
    );
  });
});

describe('the reminder before the deadline', () => {
  it('is written once, ORDER_REMINDER_MINUTES before the deadline, with the deadline and the Pay now link', async () => {
    const { id } = await placeOne();
    await remindAll();
    expect(await mailsOf('order-reminder')).toEqual([]);

    await placedMinutesAgo(t.database.db, id, HOLD_MINUTES - REMINDER_MINUTES + 1, HOLD_MINUTES);
    // Several servers look at once: one writes it.
    await Promise.all(Array.from({ length: 4 }, () => remindAll()));
    await remindAll();
    const mails = await mailsOf('order-reminder');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      recipient: customer.email,
      subject: expect.stringMatching(/^Unpaid, held until .+ UTC: Chain 11s$/),
    });
    expect(mails[0]?.textBody).toContain(`Pay now: {{shop}}/dashboard/payment/${id}`);
    expect(mails[0]?.textBody).toMatch(/Held until: .+ UTC/);
    expect((await storedOrder(id)).remindedAt).toBeInstanceOf(Date);
  });

  it('never goes to an order cancelled, past its deadline, or whose whole hold is shorter than the lead', async () => {
    const { id: cancelled } = await placeOne();
    const { id: overdue } = await placeOne();
    const { id: shortHold } = await placeOne();
    await placedMinutesAgo(t.database.db, cancelled, HOLD_MINUTES - 5, HOLD_MINUTES);
    expect((await inject({ method: 'DELETE', url: `/api/order/${cancelled}` })).statusCode).toBe(200);
    await placedMinutesAgo(t.database.db, overdue, HOLD_MINUTES + 1, HOLD_MINUTES);
    await placedMinutesAgo(t.database.db, shortHold, 1, REMINDER_MINUTES - 1);

    await remindAll();
    expect(await mailsOf('order-reminder')).toEqual([]);
  });

  it('runs in the background beside expiry, and not at all with ORDER_REMINDER_MINUTES=0', async () => {
    await t.app.close();
    t = await buildTestApp({ ORDER_HOLD_MINUTES: '30', ORDER_EXPIRY_POLL_MS: '50' });
    customer = await signUp(t.app);
    await t.app.ready();
    const { id } = await placeOne();
    await placedMinutesAgo(t.database.db, id, 25, 30);
    await expect.poll(async () => (await mailsOf('order-reminder')).length, { timeout: 5_000 }).toBe(1);

    await t.app.close();
    t = await buildTestApp({
      ORDER_HOLD_MINUTES: '30',
      ORDER_REMINDER_MINUTES: '0',
      ORDER_EXPIRY_POLL_MS: '50',
    });
    customer = await signUp(t.app);
    await t.app.ready();
    const { id: unreminded, part } = await placeOne();
    await placedMinutesAgo(t.database.db, unreminded, 25, 30);
    const { id: overdue } = await placeOne();
    await placedMinutesAgo(t.database.db, overdue, 31, 30);
    // The loop has run once it expired the overdue order; it wrote no reminder.
    await expect.poll(async () => (await storedOrder(overdue)).status, { timeout: 5_000 }).toBe('expired');
    expect(await mailsOf('order-reminder')).toEqual([]);
    expect(await stockOf(t.database.db, part.id)).toBe(8);
  });
});

describe('an expired order in My Orders', () => {
  it('stays listed as expired, while a cancelled one leaves the list', async () => {
    const { id: expired } = await placeOne();
    const { id: cancelled } = await placeOne();
    await placedMinutesAgo(t.database.db, expired, HOLD_MINUTES + 1, HOLD_MINUTES);
    await expireAll();
    await inject({ method: 'DELETE', url: `/api/order/${cancelled}` });
    const listed = (
      await inject({ method: 'GET', url: `/api/order?email=${customer.email}` })
    ).json() as Order[];
    expect(listed.map(({ _id, status }) => ({ _id, status }))).toEqual([{ _id: expired, status: 'expired' }]);
  });

  it('goes back in the cart: quantities fitted to stock, deleted and sold-out parts named and not put back', async () => {
    const chain = await addProduct(t.database.db, { name: 'Chain 11s', availableQty: 20, minimumQty: 1 });
    const tyre = await addProduct(t.database.db, { name: 'Tyre 28', availableQty: 20, minimumQty: 1 });
    const bell = await addProduct(t.database.db, { name: 'Bell', availableQty: 20, minimumQty: 1 });
    const saddle = await addProduct(t.database.db, { name: 'Saddle', availableQty: 20, minimumQty: 2 });
    for (const [part, qty] of [
      [chain, 5],
      [tyre, 2],
      [bell, 1],
      [saddle, 2],
    ] as const)
      await inject({ method: 'PUT', url: `/api/cart/${part.id}`, payload: { qty } });
    const placed = await inject({
      method: 'POST',
      url: '/api/checkout',
      payload: { address: '1 Spoke St', phone: '+1 555 0100' },
    });
    const { insertedId: id } = placed.json() as { insertedId: string };
    await placedMinutesAgo(t.database.db, id, HOLD_MINUTES + 1, HOLD_MINUTES);
    await expireAll();
    // Meanwhile: the chain runs low, the tyre is deleted, the saddle sells out.
    await t.database.db.update(product).set({ availableQty: 3 }).where(eq(product.id, chain.id));
    await t.database.db.delete(product).where(eq(product.id, tyre.id));
    await t.database.db.update(product).set({ availableQty: 1 }).where(eq(product.id, saddle.id));

    const answer = await inject({ method: 'POST', url: `/api/order/${id}/put-back` });
    expect(answer.statusCode).toBe(200);
    const { cart, leftOut } = answer.json() as PutBack;
    // The cart kept its lines while the order waited (decision 065): the saddle's is still there, sold
    // out at its line, as the customer left it; the deleted tyre's went with its part.
    expect(cart.lines.map(({ name, qty, availableQty }) => ({ name, qty, availableQty }))).toEqual([
      { name: 'Chain 11s', qty: 3, availableQty: 3 },
      { name: 'Bell', qty: 1, availableQty: 20 },
      { name: 'Saddle', qty: 2, availableQty: 1 },
    ]);
    expect(leftOut).toEqual(['Tyre 28', 'Saddle']);
    expect(putBackNotice({ leftOut })).toContain('except Tyre 28, Saddle');
  });

  it("is refused in words for an order that did not expire, another's order, a missing or malformed id", async () => {
    const { id } = await placeOne();
    const unpaid = await inject({ method: 'POST', url: `/api/order/${id}/put-back` });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toMatchObject({ message: cartMessages.notExpired });

    await placedMinutesAgo(t.database.db, id, HOLD_MINUTES + 1, HOLD_MINUTES);
    await expireAll();
    const other = await signUp(t.app);
    expect((await inject({ method: 'POST', url: `/api/order/${id}/put-back` }, other)).statusCode).toBe(403);
    const missing = await inject({
      method: 'POST',
      url: '/api/order/00000000-0000-4000-8000-000000000000/put-back',
    });
    expect(missing.statusCode).toBe(404);
    const malformed = await inject({ method: 'POST', url: '/api/order/not-an-id/put-back' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ field: 'id' });
    const visitor = await t.app.inject({ method: 'POST', url: `/api/order/${id}/put-back` });
    expect(visitor.statusCode).toBe(401);
  });
});

import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orderMessages, type PaymentIntent } from '@crankworks/contract';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { order, testPaymentIntent } from '../src/db/schema/index.ts';
import { signUp, type TestUser } from './auth-helper.ts';
import { buildTestApp, resetDatabase, testDatabase, type TestApp } from './helper.ts';
import { captureLogs } from './log-capture.ts';
import { addProduct, orderBody, placedMinutesAgo, placeOrderAs, stockOf } from './order-fixtures.ts';
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in.ts';

const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', postalCode: '10115' };
type Who = { headers: Record<string, string> };

let t: TestApp;
afterEach(() => t.app.close());

const inject = (options: InjectOptions) => t.app.inject(options);
const startPaying = async (who: Who, orderId: string) =>
  (
    await inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: who.headers,
      payload: { orderId },
    })
  ).json() as PaymentIntent;
const confirm = (who: Who, clientSecret: string) =>
  inject({
    method: 'POST',
    url: '/api/test-payments/confirm',
    headers: who.headers,
    payload: { clientSecret, ...card },
  });
const cancel = (who: Who, orderId: string) =>
  inject({ method: 'DELETE', url: `/api/order/${orderId}`, headers: who.headers });
const storedOrder = async (id: string) =>
  (await t.database.db.select().from(order).where(eq(order.id, id)))[0];
const intentsOf = (orderId: string) =>
  t.database.db.select().from(testPaymentIntent).where(eq(testPaymentIntent.orderId, orderId));

describe('a paid order never disappears (built-in test processor)', () => {
  let customer: TestUser;
  let admin: TestUser;
  let partId: string;
  const setUp = async () => {
    // One customer places every order; the races below leave up to 40 of them unpaid at once.
    t = await buildTestApp({ MAX_UNPAID_ORDERS: '40' });
    [customer, admin] = await Promise.all([signUp(t.app), signUp(t.app, { role: 'admin' })]);
    partId = (await addProduct(t.database.db, { price: 12.5, availableQty: 1000, minimumQty: 1 })).id;
  };
  const newOrder = (orderQty = 2) => placeOrderAs(t.app, customer, orderBody(partId, { orderQty }));

  it('keeps an order whose card payment succeeded before the customer cancels it, as paid', async () => {
    await setUp();
    const id = await newOrder();
    const intent = await startPaying(customer, id);
    expect((await confirm(customer, intent.clientSecret)).statusCode).toBe(200);
    // The browser never got to PATCH the order: the customer cancels it.
    const response = await cancel(customer, id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: orderMessages.paidMeanwhile });
    expect(await storedOrder(id)).toMatchObject({
      paid: true,
      transactionId: expect.stringMatching(/^pi_test_/),
    });
    expect(await stockOf(t.database.db, partId)).toBe(998);
  });

  it('keeps such an order when an admin deletes it, or deletes its customer', async () => {
    await setUp();
    const [viaOrder, viaUser] = [await newOrder(), await newOrder(3)];
    for (const id of [viaOrder, viaUser])
      await confirm(customer, (await startPaying(customer, id)).clientSecret);

    expect((await cancel(admin, viaOrder)).statusCode).toBe(409);
    const deleted = await inject({
      method: 'DELETE',
      url: `/api/user/${customer.email}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(200);
    for (const id of [viaOrder, viaUser])
      expect(await storedOrder(id)).toMatchObject({ paid: true, userId: null });
    expect(await stockOf(t.database.db, partId)).toBe(995);
  });

  it('cancels the payment with the order, so it can no longer be paid, and keeps its record', async () => {
    await setUp();
    const id = await newOrder();
    const intent = await startPaying(customer, id);
    expect((await cancel(customer, id)).statusCode).toBe(200);
    // The cancelled order stays on record; its intent is cancelled, so the card is never charged.
    expect((await confirm(customer, intent.clientSecret)).statusCode).toBe(409);
    expect(await storedOrder(id)).toMatchObject({ paid: false, cancelledAt: expect.any(Date) });
    expect(await intentsOf(id)).toEqual([expect.objectContaining({ status: 'canceled', orderId: id })]);
    expect(await stockOf(t.database.db, partId)).toBe(1000);
  });

  it(
    'never loses a payment when many payments and cancellations of the same orders race',
    { timeout: 120_000 },
    async () => {
      await setUp();
      const races = 40;
      const ids: string[] = [];
      for (let i = 0; i < races; i += 1) ids.push(await newOrder(1 + (i % 3)));
      const secrets = await Promise.all(
        ids.map(async (id) => (await startPaying(customer, id)).clientSecret),
      );

      // Each pair starts its two calls a few random milliseconds apart, so either may come first
      // (a confirmation does more work before it reaches the intent, so it may start earlier).
      const after = async <T>(spreadMs: number, call: () => Promise<T>) => {
        await new Promise((resolve) => setTimeout(resolve, Math.random() * spreadMs));
        return call();
      };
      const outcomes = await Promise.all(
        ids.map((id, i) =>
          Promise.all([
            after(20, () => confirm(customer, secrets[i]!)),
            after(150, () => cancel(i % 2 ? customer : admin, id)),
          ]),
        ),
      );
      for (const [paid, cancelled] of outcomes) {
        expect([200, 404, 409]).toContain(paid.statusCode);
        expect([200, 409]).toContain(cancelled.statusCode);
      }

      const succeeded = await t.database.db
        .select()
        .from(testPaymentIntent)
        .where(eq(testPaymentIntent.status, 'succeeded'));
      const lost = [];
      for (const intent of succeeded) {
        const kept = await storedOrder(intent.orderId);
        if (!kept?.paid || kept.transactionId !== intent.id) lost.push(intent.id);
      }
      expect(lost).toEqual([]);
      const recorded = await t.database.db.select().from(testPaymentIntent);
      expect(recorded).toHaveLength(races);
      const [{ ordered }] = (
        (await t.database.db.execute(
          sql`select coalesce(sum(order_qty), 0)::int as ordered from "order" where cancelled_at is null`,
        )) as unknown as {
          rows: { ordered: number }[];
        }
      ).rows as [{ ordered: number }];
      expect(await stockOf(t.database.db, partId)).toBe(1000 - ordered);
      console.info(
        `payment races: ${races} run, ${succeeded.length} paid, ${races - succeeded.length} cancelled, ${lost.length} payments lost`,
      );
    },
  );
});

describe('a paid order never disappears (Stripe, through a local stand-in)', () => {
  let standIn: StripeStandIn;
  beforeAll(async () => {
    standIn = await startStripeStandIn();
  });
  afterAll(() => standIn.close());

  const stripeSettings = () => ({
    STRIPE_SECRET_KEY: 'sk_test_standin',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
    STRIPE_API_BASE: standIn.url,
  });
  const stripeApp = async () => {
    t = await buildTestApp(stripeSettings());
    const customer = await signUp(t.app);
    const part = await addProduct(t.database.db, { price: 20, availableQty: 50, minimumQty: 1 });
    return { customer, partId: part.id };
  };
  const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0]!;

  it('turns a cancellation into a paid order when Stripe says the payment succeeded', async () => {
    const { customer, partId } = await stripeApp();
    const id = await placeOrderAs(t.app, customer, orderBody(partId, { orderQty: 2 }));
    const intentId = intentIdOf((await startPaying(customer, id)).clientSecret);
    standIn.succeed(intentId);
    expect((await cancel(customer, id)).statusCode).toBe(409);
    expect(await storedOrder(id)).toMatchObject({ paid: true, transactionId: intentId });
  });

  it('cancels the Stripe intent before the order is cancelled, so it can no longer be paid', async () => {
    const { customer, partId } = await stripeApp();
    const id = await placeOrderAs(t.app, customer, orderBody(partId, { orderQty: 2 }));
    const intentId = intentIdOf((await startPaying(customer, id)).clientSecret);
    expect((await cancel(customer, id)).statusCode).toBe(200);
    expect(standIn.intents.get(intentId)?.status).toBe('canceled');
    expect(await storedOrder(id)).toMatchObject({ paid: false, cancelledAt: expect.any(Date) });
  });

  it('refuses, with a 409 and nothing changed, to cancel or delete an order whose payment Stripe is still processing', async () => {
    const { customer, partId } = await stripeApp();
    const admin = await signUp(t.app, { role: 'admin' });
    const id = await placeOrderAs(t.app, customer, orderBody(partId, { orderQty: 2 }));
    const intentId = intentIdOf((await startPaying(customer, id)).clientSecret);
    standIn.startProcessing(intentId);
    const before = await storedOrder(id);

    for (const who of [customer, admin]) {
      const response = await cancel(who, id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: orderMessages.paymentProcessing });
    }
    expect(await storedOrder(id)).toEqual(before);
    expect(await stockOf(t.database.db, partId)).toBe(48);
    expect(standIn.intents.get(intentId)?.status).toBe('processing');

    // Once the card network has paid it, a cancel finds it paid, as for any payment that succeeded.
    standIn.succeed(intentId);
    expect((await cancel(customer, id)).json()).toMatchObject({ message: orderMessages.paidMeanwhile });
    expect(await storedOrder(id)).toMatchObject({ paid: true, transactionId: intentId });
  });

  it("keeps, unpaid, an order whose payment is still being processed when an admin deletes its customer's account", async () => {
    const { customer, partId } = await stripeApp();
    const admin = await signUp(t.app, { role: 'admin' });
    const id = await placeOrderAs(t.app, customer, orderBody(partId, { orderQty: 2 }));
    standIn.startProcessing(intentIdOf((await startPaying(customer, id)).clientSecret));

    const deleted = await inject({
      method: 'DELETE',
      url: `/api/user/${customer.email}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await storedOrder(id)).toMatchObject({ paid: false, cancelledAt: null, userId: null });
    expect(await stockOf(t.database.db, partId)).toBe(48);
  });

  it('lets the expiry job leave an overdue order whose payment is still being processed for a later round, and release the others', async () => {
    const logs = captureLogs();
    const database = await testDatabase();
    await resetDatabase(database);
    const config = loadConfig({
      NODE_ENV: 'test',
      WEB_DIST_DIR: '/nonexistent',
      ...stripeSettings(),
      ORDER_HOLD_MINUTES: '30',
      ORDER_EXPIRY_POLL_MS: '50',
    });
    t = { app: await buildApp({ config, database, logStream: logs.stream }), database };
    await t.app.ready();
    const customer = await signUp(t.app);
    const partId = (await addProduct(database.db, { price: 20, availableQty: 50, minimumQty: 1 })).id;
    const processing = await placeOrderAs(t.app, customer, orderBody(partId, { orderQty: 2 }));
    const intentId = intentIdOf((await startPaying(customer, processing)).clientSecret);
    standIn.startProcessing(intentId);
    const unpaid = await placeOrderAs(t.app, customer, orderBody(partId, { orderQty: 3 }));
    // The order being paid is the oldest overdue one: the job must look past it.
    for (const [id, minutes] of [
      [processing, 32],
      [unpaid, 31],
    ] as const)
      await placedMinutesAgo(database.db, id, minutes, 30);

    await expect
      .poll(async () => (await storedOrder(unpaid))?.expiredAt, { timeout: 5_000 })
      .toBeInstanceOf(Date);
    expect(await storedOrder(processing)).toMatchObject({ paid: false, cancelledAt: null });
    expect(await stockOf(database.db, partId)).toBe(48);
    // A few more rounds pass it over again: it is logged once, without the customer's details.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const left = logs.lines.filter((line) => line.includes(processing));
    expect(left).toHaveLength(1);
    expect(left[0]).not.toContain(customer.email);
    expect(logs.text()).not.toContain('releasing expired stock holds failed');

    // A later round settles it once the card network has decided.
    standIn.succeed(intentId);
    await expect.poll(async () => (await storedOrder(processing))?.paid, { timeout: 5_000 }).toBe(true);
  });
});

describe('money never overflows', () => {
  it('refuses an order whose total is above the largest card payment, naming orderQty', async () => {
    t = await buildTestApp();
    const customer = await signUp(t.app);
    const part = await addProduct(t.database.db, {
      price: 1_000_000,
      availableQty: 1_000_000,
      minimumQty: 1,
    });
    const response = await inject({
      method: 'POST',
      url: '/api/order',
      headers: customer.headers,
      payload: orderBody(part.id, { orderQty: 100 }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: orderMessages.totalTooLarge, field: 'orderQty' });
    expect(await stockOf(t.database.db, part.id)).toBe(1_000_000);
  });

  it('answers an older order above $21,474,836.47 without a 500: its payment and the admin sort by total', async () => {
    t = await buildTestApp();
    const [customer, admin] = await Promise.all([signUp(t.app), signUp(t.app, { role: 'admin' })]);
    const part = await addProduct(t.database.db, { price: 10, availableQty: 100, minimumQty: 1 });
    const id = await placeOrderAs(t.app, customer, orderBody(part.id, { orderQty: 1 }));
    // As an order placed before totals were capped could be.
    await t.database.db
      .update(order)
      .set({ priceCents: 100_000_000, orderQty: 1000, totalCents: 100_000_000_000 })
      .where(eq(order.id, id));

    const paying = await inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: customer.headers,
      payload: { orderId: id },
    });
    expect(paying.statusCode).toBe(409);
    const sorted = await inject({
      method: 'GET',
      url: '/api/orders?sort=total&dir=desc',
      headers: admin.headers,
    });
    expect(sorted.statusCode).toBe(200);
    expect(sorted.json()).toMatchObject({ items: [{ _id: id, total: 1_000_000_000 }] });
  });
});

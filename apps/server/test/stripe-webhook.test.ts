import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PaymentIntent } from '@crankworks/contract';
import { order, outbox, stripeEvent as handledEvent } from '../src/db/schema/index.ts';
import { signUp, type TestUser } from './auth-helper.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { addProduct, orderBody, placeOrderAs } from './order-fixtures.ts';
import { postStripeEvent, stripeEnv, stripeEvent } from './stripe-events.ts';
import { startStripeStandIn, type StandInIntent, type StripeStandIn } from './stripe-stand-in.ts';

let standIn: StripeStandIn;
beforeAll(async () => {
  standIn = await startStripeStandIn();
});
afterAll(() => standIn.close());

describe('POST /api/stripe/webhook', () => {
  let t: TestApp;
  let customer: TestUser;
  let orderId: string;
  let intent: StandInIntent;
  beforeEach(async () => {
    t = await buildTestApp(stripeEnv(standIn.url));
    customer = await signUp(t.app);
    const part = await addProduct(t.database.db, { price: 20, minimumQty: 1 });
    orderId = await placeOrderAs(t.app, customer, orderBody(part.id, { orderQty: 2 }));
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: customer.headers,
      payload: { orderId },
    });
    const id = (created.json() as PaymentIntent).clientSecret.split('_secret_')[0] ?? '';
    intent = standIn.succeed(id);
  });
  afterEach(() => t.app.close());

  const post = (event: ReturnType<typeof stripeEvent>) => postStripeEvent(t.app, event);
  const storedOrder = async () => (await t.database.db.select().from(order).where(eq(order.id, orderId)))[0];

  it('marks the order paid on a signed payment_intent.succeeded, and a replay changes nothing', async () => {
    const event = stripeEvent(intent);
    const response = await post(event);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    const paid = await storedOrder();
    expect(paid).toMatchObject({ paid: true, transactionId: intent.id });

    expect((await post(event)).statusCode).toBe(200);
    expect((await post(stripeEvent(intent))).statusCode).toBe(200);
    expect(await storedOrder()).toEqual(paid);
  });

  it('acts on an event once: two deliveries racing record it once, mark paid once and write one e-mail', async () => {
    const event = stripeEvent(intent);
    const answers = await Promise.all([post(event), post(event), post(event)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const id = (JSON.parse(event.payload) as { id: string }).id;
    expect(await t.database.db.select().from(handledEvent)).toEqual([
      expect.objectContaining({ id, type: 'payment_intent.succeeded' }),
    ]);
    expect(await storedOrder()).toMatchObject({ paid: true, transactionId: intent.id });
    expect(await t.database.db.$count(outbox, eq(outbox.kind, 'payment-received'))).toBe(1);
  });

  it('refuses an event signed more than five minutes ago (a replay) and changes nothing', async () => {
    const stale = stripeEvent(intent, { signedAt: Math.floor(Date.now() / 1000) - 6 * 60 });
    const answer = await post(stale);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ message: 'The Stripe signature is not valid' });
    expect(await storedOrder()).toMatchObject({ paid: false });
    expect(await t.database.db.$count(handledEvent)).toBe(0);
  });

  it("leaves the customer's PATCH harmless after the webhook came first", async () => {
    await post(stripeEvent(intent));
    const paid = await storedOrder();
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/order/${orderId}`,
      headers: customer.headers,
      payload: { transactionId: intent.id },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      paid: true,
      transactionId: intent.id,
      paidAt: paid?.paidAt?.toISOString(),
    });
    expect(await storedOrder()).toEqual(paid);
  });

  it('refuses a bad, missing or foreign signature with 400 and changes nothing', async () => {
    const wrongSecret = stripeEvent(intent, { secret: 'whsec_someone_else' });
    expect((await post(wrongSecret)).statusCode).toBe(400);

    const tampered = stripeEvent({ ...intent, amount: 1 });
    const honest = stripeEvent(intent);
    expect(
      (
        await post({
          payload: honest.payload,
          headers: { ...honest.headers, 'stripe-signature': tampered.headers['stripe-signature'] },
        })
      ).statusCode,
    ).toBe(400);

    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: honest.payload,
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await storedOrder())?.paid).toBe(false);
  });

  it('ignores a payment of another amount, for an unknown order, or another event type', async () => {
    expect((await post(stripeEvent({ ...intent, amount: intent.amount - 1 }))).statusCode).toBe(200);
    expect((await post(stripeEvent({ ...intent, currency: 'eur' }))).statusCode).toBe(200);
    expect(
      (await post(stripeEvent({ ...intent, metadata: { orderId: '00000000-0000-4000-8000-000000000000' } })))
        .statusCode,
    ).toBe(200);
    expect((await post(stripeEvent({ ...intent, metadata: { orderId: 'not-a-uuid' } }))).statusCode).toBe(
      200,
    );
    expect((await post(stripeEvent({ ...intent, metadata: {} }))).statusCode).toBe(200);
    expect((await post(stripeEvent(intent, { type: 'payment_intent.created' }))).statusCode).toBe(200);
    expect((await storedOrder())?.paid).toBe(false);
  });

  it('acknowledges and ignores a payment for a cancelled order, which stays cancelled and unpaid', async () => {
    await t.database.db.update(order).set({ cancelledAt: new Date() }).where(eq(order.id, orderId));
    expect((await post(stripeEvent(intent))).statusCode).toBe(200);
    expect(await storedOrder()).toMatchObject({
      paid: false,
      transactionId: null,
      cancelledAt: expect.any(Date),
    });
  });

  it('keeps JSON parsing on every other route', async () => {
    const part = await addProduct(t.database.db, { minimumQty: 1 });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/order',
      headers: { ...customer.headers, 'content-type': 'application/json' },
      payload: JSON.stringify(orderBody(part.id, { orderQty: 1 })),
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('webhook without its secret', () => {
  it('answers 404 when Stripe is configured but STRIPE_WEBHOOK_SECRET is not', async () => {
    const { STRIPE_WEBHOOK_SECRET: _unused, ...withoutSecret } = stripeEnv(standIn.url);
    const t = await buildTestApp(withoutSecret);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      ...stripeEvent({ id: 'pi_x' }),
    });
    expect(response.statusCode).toBe(404);
    await t.app.close();
  });
});

import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Order, PaymentIntent } from '@crankworks/contract';
import { order, testPaymentIntent } from '../src/db/schema/index.ts';
import { checkTestCard } from '../src/features/payments/providers/test-cards.ts';
import { signUp, type TestUser } from './auth-helper.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { addProduct, orderBody, placeOrderAs } from './order-fixtures.ts';

const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', postalCode: '10115' };

describe('the test processor applies Stripe test-card rules', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  const verdict = (overrides: Partial<typeof card>) => checkTestCard({ ...card, ...overrides }, now);

  it.each([
    ['4242 4242 4242 4242', '4242'],
    ['4242-4242-4242-4242', '4242'],
    ['5555555555554444', '4444'],
    ['378282246310005', '0005'],
  ])('accepts %s', (cardNumber, last4) => {
    expect(verdict({ cardNumber })).toEqual({ ok: true, last4 });
  });

  it.each([
    [{ cardNumber: '4000 0000 0000 0002' }, 'card_declined', 'Your card was declined.'],
    [{ cardNumber: '4000 0000 0000 9995' }, 'insufficient_funds', 'Your card has insufficient funds.'],
    [{ cardNumber: '4242 4242 4242 4241' }, 'incorrect_number', 'Your card number is incorrect.'],
    [{ cardNumber: '4242 4242 4242 424' }, 'incorrect_number', 'Your card number is incorrect.'],
    [{ cardNumber: '4242 4242 4242 42420' }, 'incorrect_number', 'Your card number is incorrect.'],
    [{ cardNumber: '4242 abcd 4242 4242' }, 'incorrect_number', 'Your card number is incorrect.'],
    [{ expiry: '13/30' }, 'invalid_expiry', "Your card's expiration date is invalid."],
    [{ expiry: '1230' }, 'invalid_expiry', "Your card's expiration date is invalid."],
    [{ expiry: '00/30' }, 'invalid_expiry', "Your card's expiration date is invalid."],
    [{ expiry: '10/26' }, 'expired_card', 'Your card has expired.'],
    [{ cvc: '12' }, 'invalid_cvc', "Your card's security code is invalid."],
    [{ cvc: '12a' }, 'invalid_cvc', "Your card's security code is invalid."],
  ])('refuses %o with %s', (overrides, code, message) => {
    expect(verdict(overrides)).toEqual({ ok: false, code, message });
  });

  it('takes a card as valid through the last day of its expiry month', () => {
    expect(verdict({ expiry: '11/26' }).ok).toBe(true);
    expect(verdict({ expiry: '11 / 26' }).ok).toBe(true);
  });

  it('checks the number before expiry and CVC, and those before the decline', () => {
    expect(verdict({ cardNumber: '1234', expiry: 'x', cvc: 'x' })).toMatchObject({
      code: 'incorrect_number',
    });
    expect(verdict({ cardNumber: '4000 0000 0000 0002', expiry: '01/20' })).toMatchObject({
      code: 'expired_card',
    });
  });
});

describe('card payment with the built-in test processor', () => {
  let t: TestApp;
  let customer: TestUser;
  let orderId: string;
  beforeEach(async () => {
    t = await buildTestApp();
    customer = await signUp(t.app);
    const part = await addProduct(t.database.db, { price: 12.5, availableQty: 100, minimumQty: 2 });
    orderId = await placeOrderAs(t.app, customer, orderBody(part.id, { orderQty: 3 }));
  });
  afterEach(() => t.app.close());

  const inject = (options: InjectOptions) => t.app.inject(options);
  const createIntent = (
    who: { headers: Record<string, string> } | undefined,
    payload: Record<string, unknown> = { orderId },
  ) => inject({ method: 'POST', url: '/api/create-payment-intent', headers: who?.headers, payload });
  const confirm = (who: { headers: Record<string, string> }, payload: Record<string, unknown>) =>
    inject({ method: 'POST', url: '/api/test-payments/confirm', headers: who.headers, payload });
  const pay = (who: { headers: Record<string, string> } | undefined, transactionId: unknown, id = orderId) =>
    inject({ method: 'PATCH', url: `/api/order/${id}`, headers: who?.headers, payload: { transactionId } });
  const storedOrder = async () => (await t.database.db.select().from(order).where(eq(order.id, orderId)))[0];
  const secretOf = async (who = customer) => ((await createIntent(who)).json() as PaymentIntent).clientSecret;

  it('takes the amount from the stored order, whatever the client sends', async () => {
    const response = await createIntent(customer, {
      orderId,
      price: 0.01,
      amount: 1,
      amountCents: 1,
      currency: 'eur',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      clientSecret: expect.stringMatching(/^pi_test_[0-9a-f]+_secret_[0-9a-f]+$/),
      provider: 'test',
      publishableKey: null,
      amountCents: 3750,
      currency: 'usd',
    });
    const [intent] = await t.database.db.select().from(testPaymentIntent);
    expect(intent).toMatchObject({
      orderId,
      amountCents: 3750,
      currency: 'usd',
      status: 'requires_payment_method',
    });
  });

  it('answers a repeated request with the same intent', async () => {
    expect(await secretOf()).toBe(await secretOf());
    expect(await t.database.db.$count(testPaymentIntent)).toBe(1);
  });

  it("refuses another customer's order, an admin who is not its customer, a missing order and a visitor", async () => {
    const other = await signUp(t.app);
    const admin = await signUp(t.app, { role: 'admin' });
    expect((await createIntent(other)).statusCode).toBe(403);
    expect((await createIntent(admin)).statusCode).toBe(403);
    expect(
      (await createIntent(customer, { orderId: '00000000-0000-4000-8000-000000000000' })).statusCode,
    ).toBe(404);
    expect((await createIntent(undefined)).statusCode).toBe(401);
    const bad = await createIntent(customer, { orderId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'orderId' });
    expect(await t.database.db.$count(testPaymentIntent)).toBe(0);
  });

  it('pays with 4242 4242 4242 4242: confirm, then PATCH marks the order paid; a repeat is harmless', async () => {
    const clientSecret = await secretOf();
    const confirmed = await confirm(customer, { ...card, clientSecret });
    expect(confirmed.statusCode).toBe(200);
    const { status, transactionId } = confirmed.json() as { status: string; transactionId: string };
    expect(status).toBe('succeeded');
    expect(transactionId).toMatch(/^pi_test_/);
    expect((await storedOrder())?.paid).toBe(false);

    const paid = await pay(customer, transactionId);
    expect(paid.statusCode).toBe(200);
    const body = paid.json() as Order;
    expect(body).toMatchObject({ _id: orderId, paid: true, status: 'paid', transactionId });
    expect(body.paidAt).not.toBeNull();

    const again = await pay(customer, transactionId);
    expect(again.statusCode).toBe(200);
    expect((again.json() as Order).paidAt).toBe(body.paidAt);
    // Confirming a succeeded payment again (a reload between confirm and PATCH) charges nothing more.
    const confirmedAgain = await confirm(customer, { ...card, clientSecret });
    expect(confirmedAgain.json()).toEqual({ status: 'succeeded', transactionId });
  });

  it('refuses a paid order a new payment intent', async () => {
    const clientSecret = await secretOf();
    const { transactionId } = (await confirm(customer, { ...card, clientSecret })).json() as {
      transactionId: string;
    };
    await pay(customer, transactionId);
    const response = await createIntent(customer);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: 'This order is already paid' });
  });

  it('declines 4000 0000 0000 0002 with 402 card_declined, leaves the order unpaid, and a good card then succeeds', async () => {
    const clientSecret = await secretOf();
    const declined = await confirm(customer, { ...card, cardNumber: '4000 0000 0000 0002', clientSecret });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ code: 'card_declined', message: 'Your card was declined.' });
    const [intent] = await t.database.db.select().from(testPaymentIntent);
    expect(intent?.status).toBe('requires_payment_method');
    expect((await pay(customer, intent?.id)).statusCode).toBe(400);
    expect((await storedOrder())?.paid).toBe(false);

    const retried = await confirm(customer, { ...card, clientSecret });
    expect(retried.statusCode).toBe(200);
    expect((await pay(customer, intent?.id)).statusCode).toBe(200);
  });

  it.each([
    [{ cardNumber: '4242 4242 4242 4241' }, 'incorrect_number', 'cardNumber'],
    [{ expiry: '10/26' }, 'expired_card', 'expiry'],
    [{ cvc: '12' }, 'invalid_cvc', 'cvc'],
  ])('names the field a refusal of %o concerns (402 %s at %s)', async (overrides, code, field) => {
    const clientSecret = await secretOf();
    const refused = await confirm(customer, { ...card, ...overrides, clientSecret });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ code, field });
  });

  it('names the bad field of the card form and refuses an unknown client secret', async () => {
    const clientSecret = await secretOf();
    for (const field of ['cardNumber', 'expiry', 'cvc', 'postalCode', 'clientSecret'] as const) {
      const response = await confirm(customer, { ...card, clientSecret, [field]: '' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field });
    }
    const unknown = await confirm(customer, { ...card, clientSecret: 'pi_test_x_secret_y' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ field: 'clientSecret' });
  });

  it("refuses to confirm another customer's payment, also to an admin", async () => {
    const other = await signUp(t.app);
    const admin = await signUp(t.app, { role: 'admin' });
    const clientSecret = await secretOf();
    expect((await confirm(other, { ...card, clientSecret })).statusCode).toBe(403);
    expect((await confirm(admin, { ...card, clientSecret })).statusCode).toBe(403);
    expect(
      (
        await inject({
          method: 'POST',
          url: '/api/test-payments/confirm',
          payload: { ...card, clientSecret },
        })
      ).statusCode,
    ).toBe(401);
    const [intent] = await t.database.db.select().from(testPaymentIntent);
    expect(intent?.status).toBe('requires_payment_method');
  });

  it('refuses a forged or foreign transaction id and leaves the order unchanged', async () => {
    const before = await storedOrder();
    for (const forged of ['pi_test_forged', 'ch_123', 'anything']) {
      const response = await pay(customer, forged);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'transactionId' });
    }
    // A real, succeeded payment of another order of the same customer does not pay this one.
    const part = await addProduct(t.database.db, { price: 12.5 });
    const otherOrderId = await placeOrderAs(t.app, customer, orderBody(part.id, { orderQty: 3 }));
    const otherSecret = ((await createIntent(customer, { orderId: otherOrderId })).json() as PaymentIntent)
      .clientSecret;
    const { transactionId } = (await confirm(customer, { ...card, clientSecret: otherSecret })).json() as {
      transactionId: string;
    };
    expect((await pay(customer, transactionId)).statusCode).toBe(400);
    const empty = await pay(customer, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ field: 'transactionId' });
    expect(await storedOrder()).toEqual(before);
  });

  it("refuses a payment whose amount is not the order's total", async () => {
    const clientSecret = await secretOf();
    const { transactionId } = (await confirm(customer, { ...card, clientSecret })).json() as {
      transactionId: string;
    };
    await t.database.db
      .update(testPaymentIntent)
      .set({ amountCents: 1 })
      .where(eq(testPaymentIntent.id, transactionId));
    const response = await pay(customer, transactionId);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'transactionId' });
    expect((await storedOrder())?.paid).toBe(false);
  });

  it("lets only the order's customer record its payment, and a paid order takes no other payment", async () => {
    const other = await signUp(t.app);
    const admin = await signUp(t.app, { role: 'admin' });
    const { transactionId } = (
      await confirm(customer, { ...card, clientSecret: await secretOf() })
    ).json() as { transactionId: string };
    expect((await pay(other, transactionId)).statusCode).toBe(403);
    expect((await pay(admin, transactionId)).statusCode).toBe(403);
    expect((await pay(undefined, transactionId)).statusCode).toBe(401);
    expect((await pay(customer, transactionId, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await storedOrder())?.paid).toBe(false);

    expect((await pay(customer, transactionId)).statusCode).toBe(200);
    const second = await pay(customer, 'pi_test_another');
    expect(second.statusCode).toBe(409);
    expect((await storedOrder())?.transactionId).toBe(transactionId);
  });
});

describe('switching processors', () => {
  it('turns the test processor off (404) when Stripe is configured, and the webhook off without Stripe', async () => {
    const stripe = await buildTestApp({
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      STRIPE_API_BASE: 'http://127.0.0.1:9',
    });
    const customer = await signUp(stripe.app);
    const confirmed = await stripe.app.inject({
      method: 'POST',
      url: '/api/test-payments/confirm',
      headers: customer.headers,
      payload: { ...card, clientSecret: 'pi_test_x_secret_y' },
    });
    expect(confirmed.statusCode).toBe(404);
    await stripe.app.close();

    const plain = await buildTestApp();
    const webhook = await plain.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'stripe-signature': 't=1,v1=x' },
      payload: '{}',
    });
    expect(webhook.statusCode).toBe(404);
    await plain.app.close();
  });
});

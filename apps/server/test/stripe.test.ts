import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { order } from '../src/db/schema/index.ts';
import { UpstreamError } from '../src/lib/errors.ts';
import { orderIdempotencyKey } from '../src/features/payments/providers/payment-provider.ts';
import { createPaymentProvider } from '../src/features/payments/providers/select-provider.ts';
import { createStripeProvider } from '../src/features/payments/providers/stripe-provider.ts';
import { paymentMessages, type Order, type PaymentIntent } from '@crankworks/contract';
import { signUp, type TestUser } from './auth-helper.ts';
import { buildTestApp, resetDatabase, testDatabase, type TestApp } from './helper.ts';
import { captureLogs } from './log-capture.ts';
import { addProduct, orderBody, placeOrderAs, stockOf } from './order-fixtures.ts';
import { startStripeStandIn, type StandInError, type StripeStandIn } from './stripe-stand-in.ts';

let standIn: StripeStandIn;
beforeAll(async () => {
  standIn = await startStripeStandIn();
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.requests.length = 0;
});

const stripeProvider = () =>
  createStripeProvider({
    secretKey: 'sk_test_standin',
    publishableKey: 'pk_test_standin',
    apiBase: standIn.url,
  });

describe('Stripe adapter (real stripe SDK against a local stand-in of the API)', () => {
  it('creates a PaymentIntent with the amount in cents, USD, the order id in metadata and an idempotency key', async () => {
    const orderId = randomUUID();
    const key = orderIdempotencyKey(orderId, 12_345);
    const intent = await stripeProvider().createIntent({
      orderId,
      amountCents: 12_345,
      currency: 'usd',
      idempotencyKey: key,
    });

    expect(intent.id).toMatch(/^pi_/);
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_`));
    expect(standIn.requests).toHaveLength(1);
    const [request] = standIn.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/payment_intents');
    expect(request?.headers.authorization).toBe('Bearer sk_test_standin');
    expect(request?.headers['idempotency-key']).toBe(key);
    expect(request?.form.get('amount')).toBe('12345');
    expect(request?.form.get('currency')).toBe('usd');
    expect(request?.form.get('metadata[orderId]')).toBe(orderId);
    expect(request?.form.get('automatic_payment_methods[enabled]')).toBe('true');
  });

  it('answers a repeated request for the same order and amount with the same intent', async () => {
    const provider = stripeProvider();
    const orderId = randomUUID();
    const input = {
      orderId,
      amountCents: 900,
      currency: 'usd' as const,
      idempotencyKey: orderIdempotencyKey(orderId, 900),
    };
    const first = await provider.createIntent(input);
    const second = await provider.createIntent(input);
    expect(second).toEqual(first);
    expect(standIn.requests.map((request) => request.headers['idempotency-key'])).toEqual([
      input.idempotencyKey,
      input.idempotencyKey,
    ]);
  });

  it('reads an intent back with its status, amount, currency and order id', async () => {
    const provider = stripeProvider();
    const orderId = randomUUID();
    const created = await provider.createIntent({
      orderId,
      amountCents: 5_000,
      currency: 'usd',
      idempotencyKey: `k-${orderId}`,
    });

    expect(await provider.retrieveIntent(created.id)).toEqual({
      id: created.id,
      status: 'requires_payment_method',
      amountCents: 5_000,
      currency: 'usd',
      orderId,
    });
    standIn.succeed(created.id);
    expect((await provider.retrieveIntent(created.id))?.status).toBe('succeeded');
    expect(standIn.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v1/payment_intents/${created.id}`,
    });
  });

  it('answers null for an intent Stripe does not know, and never sends a malformed id to Stripe', async () => {
    const provider = stripeProvider();
    expect(await provider.retrieveIntent('pi_doesnotexist')).toBeNull();
    expect(standIn.requests).toHaveLength(1);
    expect(await provider.retrieveIntent('../v1/customers')).toBeNull();
    expect(await provider.retrieveIntent('pi_test_forged/../x')).toBeNull();
    expect(standIn.requests).toHaveLength(1);
  });

  it('answers processing, and leaves the intent alone, when Stripe refuses to cancel a payment the card network is still processing', async () => {
    const provider = stripeProvider();
    const orderId = randomUUID();
    const { id } = await provider.createIntent({
      orderId,
      amountCents: 2_500,
      currency: 'usd',
      idempotencyKey: `k-${orderId}`,
    });
    standIn.startProcessing(id);

    expect(await provider.cancelIntent(id)).toBe('processing');
    expect(standIn.intents.get(id)?.status).toBe('processing');
    // Once the card network has decided, cancelling answers its decision.
    standIn.succeed(id);
    expect(await provider.cancelIntent(id)).toBe('succeeded');
  });

  it('answers Stripe errors other than "no such intent" as a 502 in our words, with Stripe\'s error as its cause', async () => {
    const provider = createStripeProvider({
      secretKey: 'wrong_key',
      publishableKey: 'pk_test_standin',
      apiBase: standIn.url,
    });
    const failure = await provider.retrieveIntent('pi_anything').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UpstreamError);
    expect(failure).toMatchObject({
      statusCode: 502,
      message: paymentMessages.providerFailed,
      cause: expect.objectContaining({
        type: 'StripeAuthenticationError',
        message: 'Invalid API Key provided',
      }),
    });
  });
});

describe('choosing the payment provider', () => {
  it('uses Stripe only when both Stripe keys are set, else the built-in test processor', async () => {
    const { db } = await testDatabase();
    const config = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });
    const stripe = createPaymentProvider(
      config({
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
        STRIPE_API_BASE: standIn.url,
      }),
      db,
    );
    expect(stripe).toMatchObject({ name: 'stripe', publishableKey: 'pk_test_x' });
    expect(createPaymentProvider(config({ STRIPE_SECRET_KEY: 'sk_test_x' }), db)).toMatchObject({
      name: 'test',
      publishableKey: null,
    });
    expect(createPaymentProvider(config({}), db)).toMatchObject({ name: 'test', publishableKey: null });
  });

  it('sends Stripe requests to STRIPE_API_BASE when it is set', async () => {
    const { db } = await testDatabase();
    const provider = createPaymentProvider(
      loadConfig({
        NODE_ENV: 'test',
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
        STRIPE_API_BASE: standIn.url,
      }),
      db,
    );
    await provider.retrieveIntent('pi_unknown');
    expect(standIn.requests).toHaveLength(1);
  });
});

describe('card payment through Stripe (the app against the stand-in)', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeEach(async () => {
    t = await buildTestApp({
      STRIPE_SECRET_KEY: 'sk_test_standin',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
      STRIPE_API_BASE: standIn.url,
    });
  });
  afterEach(() => t.app.close());

  it("creates the intent for the stored order's amount whatever the client sends, and PATCH pays only once Stripe says succeeded", async () => {
    const customer = await signUp(t.app);
    const part = await addProduct(t.database.db, { price: 19.99, minimumQty: 1 });
    const orderId = await placeOrderAs(t.app, customer, orderBody(part.id, { orderQty: 3 }));

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: customer.headers,
      payload: { orderId, price: 0.5, amount: 50 },
    });
    expect(created.statusCode).toBe(200);
    const intent = created.json() as PaymentIntent;
    expect(intent).toMatchObject({
      provider: 'stripe',
      publishableKey: 'pk_test_standin',
      amountCents: 5997,
      currency: 'usd',
    });
    const [request] = standIn.requests;
    expect(request?.form.get('amount')).toBe('5997');
    expect(request?.form.get('currency')).toBe('usd');
    expect(request?.form.get('metadata[orderId]')).toBe(orderId);
    expect(request?.headers['idempotency-key']).toBe(orderIdempotencyKey(orderId, 5997));
    const intentId = intent.clientSecret.split('_secret_')[0] ?? '';

    const pay = (transactionId: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/order/${orderId}`,
        headers: customer.headers,
        payload: { transactionId },
      });
    const early = await pay(intentId);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ field: 'transactionId' });
    expect((await pay('pi_forged')).statusCode).toBe(400);

    standIn.succeed(intentId);
    const paid = await pay(intentId);
    expect(paid.statusCode).toBe(200);
    expect(paid.json() as Order).toMatchObject({ paid: true, status: 'paid', transactionId: intentId });
  });

  it('refuses a Stripe payment made for another order', async () => {
    const customer = await signUp(t.app);
    const part = await addProduct(t.database.db, { price: 10, minimumQty: 1 });
    const first = await placeOrderAs(t.app, customer, orderBody(part.id, { orderQty: 1 }));
    const second = await placeOrderAs(t.app, customer, orderBody(part.id, { orderQty: 1 }));
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: customer.headers,
      payload: { orderId: first },
    });
    const intentId = (created.json() as PaymentIntent).clientSecret.split('_secret_')[0] ?? '';
    standIn.succeed(intentId);

    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/order/${second}`,
      headers: customer.headers,
      payload: { transactionId: intentId },
    });
    expect(response.statusCode).toBe(400);
    const order = await t.app.inject({
      method: 'GET',
      url: `/api/order/${second}`,
      headers: customer.headers,
    });
    expect(order.json()).toMatchObject({ paid: false, transactionId: null });
  });
});

describe('a payment provider that refuses or fails (the app against the stand-in)', () => {
  // Stripe's answer to a revoked or mistyped key; it names the key, masked.
  const revokedKey: StandInError = {
    status: 401,
    type: 'invalid_request_error',
    message: 'Invalid API Key provided: sk_test_****ndin',
  };
  // A request Stripe does not take (an API change, a parameter it no longer knows).
  const unexpectedRequest: StandInError = {
    status: 400,
    type: 'invalid_request_error',
    message: 'Received unknown parameter: automatic_payment_methods[enabled]',
    code: 'parameter_unknown',
  };

  let t: TestApp;
  let logs: ReturnType<typeof captureLogs>;
  let customer: TestUser;
  let partId: string;
  beforeEach(async () => {
    logs = captureLogs();
    const database = await testDatabase();
    await resetDatabase(database);
    const config = loadConfig({
      NODE_ENV: 'test',
      WEB_DIST_DIR: '/nonexistent',
      LOG_LEVEL: 'info',
      STRIPE_SECRET_KEY: 'sk_test_standin',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
      STRIPE_API_BASE: standIn.url,
    });
    t = { app: await buildApp({ config, database, logStream: logs.stream }), database };
    await t.app.ready();
    customer = await signUp(t.app);
    partId = (await addProduct(t.database.db, { price: 20, availableQty: 50, minimumQty: 1 })).id;
  });
  afterEach(async () => {
    standIn.refusal = null;
    await t.app.close();
  });

  const storedOrder = async (id: string) =>
    (await t.database.db.select().from(order).where(eq(order.id, id)))[0];
  const startPaying = (orderId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: customer.headers,
      payload: { orderId },
    });
  const orderBeingPaid = async () => {
    const id = await placeOrderAs(t.app, customer, orderBody(partId, { orderQty: 2 }));
    const intent = (await startPaying(id)).json() as PaymentIntent;
    return { id, intentId: intent.clientSecret.split('_secret_')[0] ?? '' };
  };

  /** Our answer, in our words: a 502 with nothing of Stripe's; an error in the log keeps Stripe's, never the key. */
  function expectProviderFailed(response: LightMyRequestResponse, refusal: StandInError) {
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ message: paymentMessages.providerFailed });
    const line = logs.lines.find((logged) => logged.includes(refusal.message));
    expect(line).toContain('"level":50');
    // The kinds of error are named, ours and Stripe's beneath it, for whoever reads the log.
    const { err } = JSON.parse(line!) as { err: { type: string; cause: { type: string } } };
    expect(err.type).toBe('UpstreamError');
    expect(err.cause.type).toMatch(/^Stripe\w+Error$/);
    expect(logs.text()).not.toContain('sk_test_standin');
  }

  it('answers starting a payment with a key Stripe refuses as a 502 in our words (not 401, the customer is signed in), and records no intent', async () => {
    const id = await placeOrderAs(t.app, customer, orderBody(partId, { orderQty: 2 }));
    standIn.refusal = revokedKey;

    expectProviderFailed(await startPaying(id), revokedKey);
    expect(await storedOrder(id)).toMatchObject({ paymentIntentId: null, paid: false });
  });

  it('answers a cancel or a delete Stripe refuses as a 502 in our words, and changes nothing', async () => {
    const admin = await signUp(t.app, { role: 'admin' });
    const { id, intentId } = await orderBeingPaid();
    const before = await storedOrder(id);
    standIn.refusal = unexpectedRequest;

    for (const who of [customer, admin]) {
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/api/order/${id}`,
        headers: who.headers,
      });
      expectProviderFailed(response, unexpectedRequest);
    }
    expect(await storedOrder(id)).toEqual(before);
    expect(await stockOf(t.database.db, partId)).toBe(48);
    expect(standIn.intents.get(intentId)?.status).toBe('requires_payment_method');
  });

  it("answers a payment check or an account's deletion Stripe refuses as a 502 in our words, and changes nothing", async () => {
    const admin = await signUp(t.app, { role: 'admin' });
    const { id, intentId } = await orderBeingPaid();
    standIn.succeed(intentId);
    standIn.refusal = revokedKey;

    const paying = await t.app.inject({
      method: 'PATCH',
      url: `/api/order/${id}`,
      headers: customer.headers,
      payload: { transactionId: intentId },
    });
    expectProviderFailed(paying, revokedKey);
    const deleting = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/${customer.email}`,
      headers: admin.headers,
    });
    expectProviderFailed(deleting, revokedKey);
    expect(await storedOrder(id)).toMatchObject({ paid: false, cancelledAt: null, userId: customer.id });
  });
});

import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { idempotencyMessages } from '@crankworks/contract';
import { idempotentRequest, order, product, refund } from '../src/db/schema/index.ts';
import { deleteExpiredKeys } from '../src/features/idempotent-requests/store.ts';
import { signUp, type TestUser } from './auth-helper.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { addProduct, orderBody } from './order-fixtures.ts';
import { paidThreeLineOrder, payWithTestCard } from './refund-fixtures.ts';

let t: TestApp;
let customer: TestUser;
beforeEach(async () => {
  t = await buildTestApp();
  customer = await signUp(t.app);
});
afterEach(() => t.app.close());

const KEY = '0f9e3c1a-7b52-4c8e-9d41-2a6b8e5f3c70';

/** A POST as `who`, with an Idempotency-Key when one is given. */
const post = (who: TestUser, url: string, payload: object, key?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...who.headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload,
  } satisfies InjectOptions);

/** What a client sees of an answer: its status and its body. */
const seen = (answer: { statusCode: number; body: string }) => ({
  status: answer.statusCode,
  body: answer.body,
});

const orders = () => t.database.db.$count(order);

describe(`an Idempotency-Key on POST /api/order (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('places one order for the same key sent twice, and answers the second as the first', async () => {
    const part = await addProduct(t.database.db, { availableQty: 50 });
    const first = await post(customer, '/api/order', orderBody(part.id), KEY);
    const again = await post(customer, '/api/order', orderBody(part.id), KEY);
    expect(first.statusCode).toBe(201);
    expect(seen(again)).toEqual(seen(first));
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await orders()).toBe(1);
    const [left] = await t.database.db.select().from(product).where(eq(product.id, part.id));
    expect(left?.availableQty).toBe(46);
  });

  it('places one order for five identical requests sent at once, and gives all five the same answer', async () => {
    const part = await addProduct(t.database.db, { availableQty: 50 });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(customer, '/api/order', orderBody(part.id), KEY)),
    );
    expect(answers.map(seen)).toEqual(Array(5).fill(seen(answers[0]!)));
    expect(answers[0]?.statusCode).toBe(201);
    expect(await orders()).toBe(1);
  });

  it('keeps each user’s keys apart: another customer’s same key places his own order', async () => {
    const other = await signUp(t.app);
    const part = await addProduct(t.database.db, { availableQty: 50 });
    const mine = await post(customer, '/api/order', orderBody(part.id), KEY);
    const his = await post(other, '/api/order', orderBody(part.id), KEY);
    expect([mine.statusCode, his.statusCode]).toEqual([201, 201]);
    expect(his.body).not.toBe(mine.body);
    expect(his.headers['idempotent-replayed']).toBeUndefined();
    expect(await orders()).toBe(2);
  });

  it('answers a refused request again with its refusal, even once it would succeed', async () => {
    const part = await addProduct(t.database.db, { availableQty: 3, minimumQty: 1 });
    const refused = await post(customer, '/api/order', orderBody(part.id, { orderQty: 5 }), KEY);
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    await t.database.db.update(product).set({ availableQty: 30 }).where(eq(product.id, part.id));
    const again = await post(customer, '/api/order', orderBody(part.id, { orderQty: 5 }), KEY);
    expect(seen(again)).toEqual(seen(refused));
    expect(await orders()).toBe(0);
    const freshKey = await post(customer, '/api/order', orderBody(part.id, { orderQty: 5 }), `${KEY}-2`);
    expect(freshKey.statusCode).toBe(201);
  });

  it('refuses the key with another body or at another address, in words naming the header', async () => {
    const part = await addProduct(t.database.db, { availableQty: 50 });
    await post(customer, '/api/order', orderBody(part.id), KEY);
    const otherBody = await post(customer, '/api/order', orderBody(part.id, { orderQty: 5 }), KEY);
    const otherRoute = await post(
      customer,
      '/api/checkout',
      { address: '1 Hub Road', phone: '+1 555 0100' },
      KEY,
    );
    for (const answer of [otherBody, otherRoute]) {
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toEqual({ message: idempotencyMessages.otherRequest, field: 'idempotency-key' });
    }
    expect(await orders()).toBe(1);
  });

  it('refuses an empty or overlong key in words naming the header, and places nothing', async () => {
    const part = await addProduct(t.database.db, { availableQty: 50 });
    const empty = await post(customer, '/api/order', orderBody(part.id), '');
    const overlong = await post(customer, '/api/order', orderBody(part.id), 'k'.repeat(256));
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      message: 'The Idempotency-Key header must not be empty',
      field: 'idempotency-key',
    });
    expect(overlong.statusCode).toBe(400);
    expect(overlong.json()).toMatchObject({
      message: 'The Idempotency-Key header must be at most 255 characters',
    });
    expect(await orders()).toBe(0);
    expect((await post(customer, '/api/order', orderBody(part.id), 'k'.repeat(255))).statusCode).toBe(201);
  });

  it('changes nothing without the header: each request places its order', async () => {
    const part = await addProduct(t.database.db, { availableQty: 50 });
    await post(customer, '/api/order', orderBody(part.id));
    await post(customer, '/api/order', orderBody(part.id));
    expect(await orders()).toBe(2);
    expect(await t.database.db.$count(idempotentRequest)).toBe(0);
  });
});

describe('a key whose first request has no answer yet', () => {
  const claimedAgo = (interval: string) =>
    t.database.db.insert(idempotentRequest).values({
      userId: customer.id,
      key: KEY,
      fingerprint: 'a request still running',
      createdAt: sql`now() - ${interval}::interval`,
    });

  it('answers 409 in words after waiting a while for the first request', async () => {
    const part = await addProduct(t.database.db, { availableQty: 50 });
    // The same request's fingerprint, claimed a moment ago and still running.
    await post(customer, '/api/order', orderBody(part.id), KEY);
    await t.database.db
      .update(idempotentRequest)
      .set({ statusCode: null, responseBody: null })
      .where(eq(idempotentRequest.key, KEY));
    const waiting = await post(customer, '/api/order', orderBody(part.id), KEY);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json()).toEqual({ message: idempotencyMessages.inProgress, field: 'idempotency-key' });
    expect(await orders()).toBe(1);
  });

  it('lets a retry run once the claim was abandoned (its process died), and forgets a key a day old', async () => {
    const part = await addProduct(t.database.db, { availableQty: 50 });
    await claimedAgo('10 minutes');
    expect((await post(customer, '/api/order', orderBody(part.id), KEY)).statusCode).toBe(201);
    await t.database.db
      .update(idempotentRequest)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotentRequest.key, KEY));
    expect((await post(customer, '/api/order', orderBody(part.id, { orderQty: 5 }), KEY)).statusCode).toBe(
      201,
    );
    expect(await orders()).toBe(2);
  });

  it('deletes keys older than a day in the background pass, and keeps younger ones', async () => {
    await claimedAgo('25 hours');
    await t.database.db
      .insert(idempotentRequest)
      .values({ userId: customer.id, key: 'young', fingerprint: 'x' });
    expect(await deleteExpiredKeys(t.database.db)).toBe(false);
    expect((await t.database.db.select().from(idempotentRequest)).map((row) => row.key)).toEqual(['young']);
  });
});

describe('an Idempotency-Key on checkout, refunds and the paid-order cancel', () => {
  it('checks a cart out once for the same key sent twice', async () => {
    const part = await addProduct(t.database.db, { availableQty: 50, minimumQty: 1 });
    await t.app.inject({
      method: 'PUT',
      url: `/api/cart/${part.id}`,
      headers: customer.headers,
      payload: { qty: 2 },
    });
    const details = { address: '1 Hub Road', phone: '+1 555 0100' };
    const first = await post(customer, '/api/checkout', details, KEY);
    const again = await post(customer, '/api/checkout', details, KEY);
    expect(first.statusCode).toBe(201);
    expect(seen(again)).toEqual(seen(first));
    expect(await orders()).toBe(1);
  });

  it('refunds once and cancels once for the same key sent twice', async () => {
    const admin = await signUp(t.app, { role: 'admin' });
    const paid = await paidThreeLineOrder(t.app, customer, payWithTestCard(t.app, customer));
    const refundUrl = `/api/order/${paid.orderId}/refunds`;
    const refunds = await Promise.all([1, 2].map(() => post(admin, refundUrl, { amount: 10 }, KEY)));
    expect(refunds[0]?.statusCode).toBe(201);
    expect(refunds.map(seen)).toEqual([seen(refunds[0]!), seen(refunds[0]!)]);
    expect(await t.database.db.$count(refund)).toBe(1);

    const cancelUrl = `/api/order/${paid.orderId}/cancel`;
    const cancelled = await post(admin, cancelUrl, { reason: 'Out of stock' }, `${KEY}-cancel`);
    const again = await post(admin, cancelUrl, { reason: 'Out of stock' }, `${KEY}-cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(seen(again)).toEqual(seen(cancelled));
    expect(await t.database.db.$count(refund)).toBe(2);
  });
});

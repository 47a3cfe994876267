import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Refund } from '@crankworks/contract';
import { refund } from '../src/db/schema/index.ts';
import { signUp, type TestUser } from './auth-helper.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { orderDetail, paidThreeLineOrder, type PayIntent } from './refund-fixtures.ts';
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in.ts';

let standIn: StripeStandIn;
beforeAll(async () => {
  standIn = await startStripeStandIn();
});
afterAll(() => standIn.close());

let t: TestApp;
let admin: TestUser;
let paid: Awaited<ReturnType<typeof paidThreeLineOrder>>;
beforeEach(async () => {
  t = await buildTestApp({
    STRIPE_SECRET_KEY: 'sk_test_standin',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
    STRIPE_API_BASE: standIn.url,
  });
  const customer = await signUp(t.app);
  admin = await signUp(t.app, { role: 'admin' });
  // What Stripe's Payment Element does in the browser: the customer pays the intent.
  const payAtStripe: PayIntent = async ({ clientSecret }) =>
    standIn.succeed(clientSecret.split('_secret_')[0] ?? '').id;
  paid = await paidThreeLineOrder(t.app, customer, payAtStripe);
  standIn.requests.length = 0;
  standIn.refunds.clear();
  standIn.refundsDown = false;
});
afterEach(() => t.app.close());

const refundOf = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/order/${paid.orderId}/refunds`,
    headers: admin.headers,
    payload,
  });
const refundRequests = () => standIn.requests.filter((request) => request.path === '/v1/refunds');

describe('refunds through Stripe (the real stripe SDK against the stand-in)', () => {
  it("asks Stripe's Refunds API for the amount, with an idempotency key made of our refund id", async () => {
    const answer = await refundOf({ lines: [{ lineNo: 1, qty: 1 }], restock: true });
    expect(answer.statusCode).toBe(201);
    const made = answer.json() as Refund;
    const [request] = refundRequests();
    expect(request?.headers['idempotency-key']).toBe(`refund-${made.id}`);
    expect(request?.form.get('payment_intent')).toBe(paid.transactionId);
    expect(request?.form.get('amount')).toBe('2000');
    const [atStripe] = [...standIn.refunds.values()];
    const [recorded] = await t.database.db.select().from(refund);
    expect(recorded).toMatchObject({ status: 'succeeded', providerRefundId: atStripe?.id });
    expect(await orderDetail(t.app, admin, paid.orderId)).toMatchObject({
      refundedTotal: 20,
      netTotal: 87.5,
    });
  });

  it('never refunds twice when the same refund is asked for again', async () => {
    const made = (await refundOf({ amount: 30 })).json() as Refund;
    const again = await t.app.deps.payments.refund(paid.transactionId, 3000, `refund-${made.id}`);
    expect(again).toEqual({ status: 'succeeded', providerRefundId: [...standIn.refunds.keys()][0] });
    expect(standIn.refunds.size).toBe(1);
  });

  it('records what Stripe refuses as failed (502) and what it does not answer as pending (503)', async () => {
    // Stripe refuses more than is left of the payment: here, the shop and Stripe disagree.
    await t.app.deps.payments.refund(paid.transactionId, 10_000, 'refund-made-elsewhere');
    const refused = await refundOf({ amount: 20 });
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({
      message: expect.stringContaining('greater than unrefunded amount'),
    });

    standIn.refundsDown = true;
    const unanswered = await refundOf({ amount: 5 });
    expect(unanswered.statusCode).toBe(503);
    const keyTried = refundRequests().at(-1)?.headers['idempotency-key'];
    standIn.refundsDown = false;
    await t.database.db.update(refund).set({ createdAt: sql`now() - interval '2 minutes'` });
    expect((await refundOf({ amount: 2.5 })).statusCode).toBe(201);
    expect(
      refundRequests().filter((request) => request.headers['idempotency-key'] === keyTried).length,
    ).toBeGreaterThan(1);
    const statuses = (await t.database.db.select().from(refund)).map((row) => row.status).sort();
    expect(statuses).toEqual(['failed', 'succeeded', 'succeeded']);
    expect(standIn.refunds.size).toBe(3);
  });
});

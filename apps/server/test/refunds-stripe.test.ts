import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Refund } from '@crankworks/contract';
import { refund } from '../src/db/schema/index.ts';
import { signUp, type TestUser } from './auth-helper.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { orderDetail, paidThreeLineOrder, type PayIntent } from './refund-fixtures.ts';
import { stockOf } from './order-fixtures.ts';
import { postStripeEvent, stripeEnv, stripeEvent } from './stripe-events.ts';
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
  t = await buildTestApp(stripeEnv(standIn.url));
  const customer = await signUp(t.app);
  admin = await signUp(t.app, { role: 'admin' });
  // What Stripe's Payment Element does in the browser: the customer pays the intent.
  const payAtStripe: PayIntent = async ({ clientSecret }) =>
    standIn.succeed(clientSecret.split('_secret_')[0] ?? '').id;
  paid = await paidThreeLineOrder(t.app, customer, payAtStripe);
  standIn.requests.length = 0;
  standIn.refunds.clear();
  standIn.refundsDown = false;
  standIn.refundAnswersLost = false;
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
    expect(request?.form.get('metadata[refundId]')).toBe(made.id);
    expect(request?.form.get('metadata[orderId]')).toBe(paid.orderId);
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
    const again = await t.app.deps.payments.refund(paid.transactionId, {
      refundId: made.id,
      orderId: paid.orderId,
      amountCents: 3000,
      recordedAt: new Date(made.createdAt),
    });
    expect(again).toEqual({ status: 'succeeded', providerRefundId: [...standIn.refunds.keys()][0] });
    expect(standIn.refunds.size).toBe(1);
  });

  it('records what Stripe refuses as failed (502) and what it does not answer as pending (503)', async () => {
    // Stripe refuses more than is left of the payment: here, the shop and Stripe disagree.
    await t.app.deps.payments.refund(paid.transactionId, {
      refundId: '00000000-0000-4000-8000-00000000e15e',
      orderId: paid.orderId,
      amountCents: 10_000,
      recordedAt: new Date(),
    });
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

describe('a refund Stripe fails after accepting it (refund.failed, refund.updated, charge.refund.updated)', () => {
  const post = (event: ReturnType<typeof stripeEvent>) => postStripeEvent(t.app, event);
  const stripeCopyOf = (made: Refund) => {
    const found = [...standIn.refunds.values()].find((atStripe) => atStripe.metadata.refundId === made.id);
    if (!found) throw new Error(`Stripe has no refund ${made.id}`);
    return found;
  };
  const failAtStripe = (made: Refund, type = 'refund.failed') =>
    post(stripeEvent(standIn.failRefund(stripeCopyOf(made).id), { type }));
  const cranksetStock = () => stockOf(t.database.db, paid.parts[0]?.id ?? '');

  it('marks ours failed with Stripe reason, no longer refunded; the restocked pieces stay and are not refunded again', async () => {
    const made = (await refundOf({ lines: [{ lineNo: 1, qty: 1 }], restock: true })).json() as Refund;
    expect(await cranksetStock()).toBe(99);
    const event = stripeEvent(standIn.failRefund(stripeCopyOf(made).id), { type: 'refund.failed' });
    expect((await post(event)).statusCode).toBe(200);

    const detail = await orderDetail(t.app, admin, paid.orderId);
    expect(detail).toMatchObject({ paidTotal: 107.5, refundedTotal: 0, netTotal: 107.5 });
    expect(detail.refunds).toEqual([
      expect.objectContaining({
        id: made.id,
        status: 'failed',
        failure: 'Stripe reported the refund failed: expired_or_canceled_card',
      }),
    ]);
    expect(await cranksetStock()).toBe(99);
    expect((await post(event)).statusCode).toBe(200);
    expect((await post(stripeEvent(stripeCopyOf(made), { type: 'refund.updated' }))).statusCode).toBe(200);
    expect((await orderDetail(t.app, admin, paid.orderId)).refunds).toEqual(detail.refunds);

    // The piece is back on the shelf: refunding it by line again would restock it twice.
    const again = await refundOf({ lines: [{ lineNo: 1, qty: 2 }], restock: true });
    expect(again.json()).toEqual({
      field: 'lines.0.qty',
      message: 'Quantity must be at most 1: what is left of line 1',
    });
    // Its money is owed again: a refund by amount pays it back.
    expect((await refundOf({ amount: 20 })).statusCode).toBe(201);
    expect(await orderDetail(t.app, admin, paid.orderId)).toMatchObject({
      refundedTotal: 20,
      netTotal: 87.5,
    });
    expect(await cranksetStock()).toBe(99);
  });

  it('offers the admin only the pieces the server still takes once such a refund failed', async () => {
    const made = (await refundOf({ lines: [{ lineNo: 1, qty: 1 }], restock: true })).json() as Refund;
    await failAtStripe(made);
    const { allowed } = await orderDetail(t.app, admin, paid.orderId);
    expect(allowed).toMatchObject({
      refund: { allowed: true },
      refundable: 107.5,
      lines: [
        { lineNo: 1, refundableQty: 1, restockableQty: 1 },
        { lineNo: 2, refundableQty: 3, restockableQty: 3 },
        { lineNo: 3, refundableQty: 1, restockableQty: 1 },
      ],
    });
    expect((await refundOf({ lines: [{ lineNo: 1, qty: 2 }], restock: true })).statusCode).toBe(400);
    expect((await refundOf({ lines: [{ lineNo: 1, qty: 1 }], restock: true })).statusCode).toBe(201);
    expect(await cranksetStock()).toBe(100);
    expect((await orderDetail(t.app, admin, paid.orderId)).allowed?.lines[0]).toEqual({
      lineNo: 1,
      refundableQty: 0,
      restockableQty: 0,
      refundedQty: 2,
      taxOnTop: 0,
    });
  });

  it('reads refund.updated and charge.refund.updated as failures only when failed or cancelled', async () => {
    const first = (await refundOf({ amount: 10 })).json() as Refund;
    const second = (await refundOf({ amount: 5 })).json() as Refund;
    const stillFine = { ...stripeCopyOf(first), status: 'pending' };
    expect((await post(stripeEvent(stillFine, { type: 'refund.updated' }))).statusCode).toBe(200);
    expect((await orderDetail(t.app, admin, paid.orderId)).refundedTotal).toBe(15);

    await failAtStripe(first, 'refund.updated');
    stripeCopyOf(second).status = 'canceled';
    await post(stripeEvent(stripeCopyOf(second), { type: 'charge.refund.updated' }));
    const detail = await orderDetail(t.app, admin, paid.orderId);
    expect(detail.refunds.map((row) => [row.status, row.failure])).toEqual([
      ['failed', 'Stripe reported the refund failed: expired_or_canceled_card'],
      ['failed', 'Stripe reported the refund canceled: no reason given'],
    ]);
    expect(detail.refundedTotal).toBe(0);
  });

  it('changes nothing for a wrong secret, an event replayed after 5 minutes, an unknown refund or another payment', async () => {
    const made = (await refundOf({ amount: 10 })).json() as Refund;
    const failed = standIn.failRefund(stripeCopyOf(made).id);
    const type = 'refund.failed';
    expect((await post(stripeEvent(failed, { type, secret: 'whsec_someone_else' }))).statusCode).toBe(400);
    const sixMinutesAgo = Math.floor(Date.now() / 1000) - 6 * 60;
    expect((await post(stripeEvent(failed, { type, signedAt: sixMinutesAgo }))).statusCode).toBe(400);
    const unknown = { ...failed, id: 're_unknown', metadata: {} };
    expect((await post(stripeEvent(unknown, { type }))).statusCode).toBe(200);
    const otherPayment = { ...failed, payment_intent: 'pi_someone_else' };
    expect((await post(stripeEvent(otherPayment, { type }))).statusCode).toBe(200);
    const [stored] = await t.database.db.select().from(refund);
    expect(stored).toMatchObject({ status: 'succeeded', failure: null });
  });

  it('finds a refund whose answer never came back by our id in its metadata', async () => {
    standIn.refundAnswersLost = true;
    const lost = await refundOf({ amount: 12 });
    expect(lost.statusCode).toBe(503);
    standIn.refundAnswersLost = false;
    const [pending] = await t.database.db.select().from(refund);
    expect(pending?.status).toBe('pending');
    const atStripe = [...standIn.refunds.values()][0];
    expect(atStripe?.metadata.refundId).toBe(pending?.id);
    await post(stripeEvent(standIn.failRefund(atStripe?.id ?? ''), { type: 'refund.failed' }));
    const [failed] = await t.database.db.select().from(refund);
    expect(failed).toMatchObject({ status: 'failed', providerRefundId: atStripe?.id, succeededAt: null });
  });

  it("keeps a cancelled order cancelled when its cancel's refund fails later, and lets its money be refunded again", async () => {
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/order/${paid.orderId}/cancel`,
      headers: admin.headers,
      payload: {},
    });
    expect(cancel.statusCode).toBe(200);
    expect(await cranksetStock()).toBe(100);
    const [cancelRefund] = (await orderDetail(t.app, admin, paid.orderId)).refunds;
    await failAtStripe(cancelRefund as Refund);
    const detail = await orderDetail(t.app, admin, paid.orderId);
    expect(detail).toMatchObject({ status: 'cancelled', refundedTotal: 0, netTotal: 107.5 });
    expect(await cranksetStock()).toBe(100);

    expect((await refundOf({ amount: 107.5 })).statusCode).toBe(201);
    expect(await orderDetail(t.app, admin, paid.orderId)).toMatchObject({
      refundedTotal: 107.5,
      netTotal: 0,
    });
    const nothingLeft = await refundOf({ amount: 1 });
    expect(nothingLeft.statusCode).toBe(409);
    expect(await cranksetStock()).toBe(100);
  });
});

describe('a refund left pending longer than Stripe keeps its idempotency key (24 hours)', () => {
  const dayOld = () => t.database.db.update(refund).set({ createdAt: sql`now() - interval '25 hours'` });
  const listRequests = () =>
    standIn.requests.filter((request) => request.method === 'GET' && request.path === '/v1/refunds');

  it('is looked up at Stripe by our id in its metadata and adopted, never refunded a second time', async () => {
    standIn.refundAnswersLost = true;
    expect((await refundOf({ amount: 12 })).statusCode).toBe(503);
    standIn.refundAnswersLost = false;
    const [madeAtStripe] = [...standIn.refunds.values()];
    await dayOld();
    standIn.forgetIdempotencyKeys();

    expect((await refundOf({ amount: 1 })).statusCode).toBe(201);
    expect(listRequests()).toHaveLength(1);
    expect(listRequests()[0]?.path).toBe('/v1/refunds');
    expect(standIn.refunds.size).toBe(2);
    const stored = await t.database.db.select().from(refund).orderBy(refund.createdAt);
    expect(stored.map((row) => [row.amountCents, row.status, row.providerRefundId !== null])).toEqual([
      [1200, 'succeeded', true],
      [100, 'succeeded', true],
    ]);
    expect(stored[0]?.providerRefundId).toBe(madeAtStripe?.id);
    expect(await orderDetail(t.app, admin, paid.orderId)).toMatchObject({
      refundedTotal: 13,
      netTotal: 94.5,
    });
  });

  it('is asked for afresh when Stripe never made it', async () => {
    standIn.refundsDown = true;
    expect((await refundOf({ amount: 12 })).statusCode).toBe(503);
    standIn.refundsDown = false;
    await dayOld();
    standIn.forgetIdempotencyKeys();

    expect((await refundOf({ amount: 1 })).statusCode).toBe(201);
    expect(listRequests()).toHaveLength(1);
    expect([...standIn.refunds.values()].map((made) => made.amount).sort()).toEqual([100, 1200]);
    expect(await orderDetail(t.app, admin, paid.orderId)).toMatchObject({ refundedTotal: 13 });
  });

  it('is not looked up while younger than the safe bound: its key still answers', async () => {
    standIn.refundAnswersLost = true;
    expect((await refundOf({ amount: 12 })).statusCode).toBe(503);
    standIn.refundAnswersLost = false;
    await t.database.db.update(refund).set({ createdAt: sql`now() - interval '2 minutes'` });
    expect((await refundOf({ amount: 1 })).statusCode).toBe(201);
    expect(listRequests()).toHaveLength(0);
    expect(standIn.refunds.size).toBe(2);
  });
});

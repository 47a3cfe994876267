import type { InjectOptions } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderAllowed, OrderDetail } from '@crankworks/contract';
import { refund } from '../src/db/schema/index.ts';
import { recordRefundFailedLater } from '../src/features/refunds/index.ts';
import { signUp, type TestUser } from './auth-helper.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { addProduct, orderBody, placeOrderAs } from './order-fixtures.ts';
import { orderDetail, paidThreeLineOrder, payWithTestCard } from './refund-fixtures.ts';

let t: TestApp;
let customer: TestUser;
let admin: TestUser;
let paid: Awaited<ReturnType<typeof paidThreeLineOrder>>;
beforeEach(async () => {
  t = await buildTestApp();
  customer = await signUp(t.app);
  admin = await signUp(t.app, { role: 'admin' });
  // 2 × Crankset at $20, 3 × Chain at $7.50, 1 × Cassette at $45: $107.50.
  paid = await paidThreeLineOrder(t.app, customer, payWithTestCard(t.app, customer));
});
afterEach(() => {
  vi.restoreAllMocks();
  return t.app.close();
});

const asAdmin = (options: InjectOptions) => t.app.inject({ headers: admin.headers, ...options });
const refundOf = (payload: object, orderId = paid.orderId) =>
  asAdmin({ method: 'POST', url: `/api/order/${orderId}/refunds`, payload });
const cancel = (orderId = paid.orderId) =>
  asAdmin({ method: 'POST', url: `/api/order/${orderId}/cancel`, payload: {} });
const shipParts = (lines: { lineNo: number; qty: number }[], orderId = paid.orderId) =>
  asAdmin({ method: 'POST', url: `/api/order/${orderId}/shipments`, payload: { lines } });

async function allowedOf(orderId = paid.orderId): Promise<OrderAllowed> {
  const { allowed } = await orderDetail(t.app, admin, orderId);
  if (!allowed) throw new Error('an admin was not told what is allowed');
  return allowed;
}

const yes = { allowed: true, refusal: null };
const no = (refusal: string) => ({ allowed: false, refusal });
/** What the admin may refund of a line: its tax figures (refundedQty, taxOnTop) are another test's. */
const line = (lineNo: number, refundableQty: number, restockableQty = refundableQty) =>
  expect.objectContaining({ lineNo, refundableQty, restockableQty });

/**
 * Asks for one cent more than may be refunded, one piece more of each line (and one more to put
 * back on stock), and a cancel and a shipment where the figures refuse them: the server refuses
 * every one, a 409 in the figures' own words, and records nothing.
 */
async function expectRefusedPastFigures(allowed: OrderAllowed, orderId = paid.orderId) {
  const refundsBefore = await t.database.db.$count(refund);
  const asks = [
    { amount: Math.round(allowed.refundable * 100 + 1) / 100 },
    ...allowed.lines.flatMap(({ lineNo, refundableQty, restockableQty }) => [
      { lines: [{ lineNo, qty: refundableQty + 1 }], restock: false },
      { lines: [{ lineNo, qty: restockableQty + 1 }], restock: true },
    ]),
  ];
  for (const ask of asks) {
    const answer = await refundOf(ask, orderId);
    expect([400, 409], JSON.stringify(ask)).toContain(answer.statusCode);
    if (answer.statusCode === 409) expect(answer.json()).toEqual({ message: allowed.refund.refusal });
  }
  expect(await t.database.db.$count(refund)).toBe(refundsBefore);
  if (!allowed.cancel.allowed) {
    const answer = await cancel(orderId);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({ message: allowed.cancel.refusal });
  }
  if (!allowed.ship.allowed) {
    const answer = await shipParts([{ lineNo: 1, qty: 1 }], orderId);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({ message: allowed.ship.refusal });
  }
  expect(await allowedOf(orderId)).toEqual(allowed);
}

describe('GET /api/order/:id says what an admin may do now, and the server holds to it', () => {
  it('offers a paid order in full; the server refuses a cent or a piece more and takes exactly that', async () => {
    const allowed = await allowedOf();
    expect(allowed).toEqual({
      refund: yes,
      refundable: 107.5,
      cancel: yes,
      ship: yes,
      lines: [line(1, 2), line(2, 3), line(3, 1)],
    });
    await expectRefusedPastFigures(allowed);

    const all = allowed.lines.map(({ lineNo, restockableQty }) => ({ lineNo, qty: restockableQty }));
    expect((await refundOf({ lines: all, restock: true })).statusCode).toBe(201);
    const after = await allowedOf();
    expect(after).toEqual({
      refund: no('Everything paid for this order has been refunded'),
      refundable: 0,
      cancel: yes,
      ship: no('Nothing of this order is left to ship: its parts were refunded and put back on stock'),
      lines: [line(1, 0), line(2, 0), line(3, 0)],
    });
    await expectRefusedPastFigures(after);
  });

  it('puts nothing of a line partly shipped back on stock, and cancels no order with parts shipped', async () => {
    const shipped = await shipParts([{ lineNo: 2, qty: 1 }]);
    const allowed = await allowedOf();
    expect((shipped.json() as OrderDetail).allowed).toEqual(allowed);
    expect(allowed).toEqual({
      refund: yes,
      refundable: 107.5,
      cancel: no('An order with parts shipped cannot be cancelled; refund its lines instead'),
      ship: yes,
      lines: [line(1, 2), line(2, 3, 0), line(3, 1)],
    });
    await expectRefusedPastFigures(allowed);
    expect((await refundOf({ lines: [{ lineNo: 2, qty: 3 }], restock: false })).statusCode).toBe(201);
  });

  it('offers no more pieces of a line than the money left pays back', async () => {
    expect((await refundOf({ amount: 100 })).statusCode).toBe(201);
    const allowed = await allowedOf();
    expect(allowed).toMatchObject({ refundable: 7.5, lines: [line(1, 0), line(2, 1), line(3, 0)] });
    await expectRefusedPastFigures(allowed);
    expect((await refundOf({ lines: [{ lineNo: 2, qty: 1 }], restock: true })).statusCode).toBe(201);
    expect(await allowedOf()).toMatchObject({
      refund: no('Everything paid for this order has been refunded'),
    });
  });

  it('holds shipping and cancelling while a refund that restocks is under way, and counts its money and pieces', async () => {
    vi.spyOn(t.app.deps.payments, 'refund').mockRejectedValueOnce(new Error('socket hang up'));
    expect((await refundOf({ lines: [{ lineNo: 3, qty: 1 }], restock: true })).statusCode).toBe(503);
    const allowed = await allowedOf();
    expect(allowed).toEqual({
      refund: yes,
      refundable: 62.5,
      cancel: no('A refund of this order is still under way; try again in a minute'),
      ship: no(
        'A refund that cancels this order or puts its parts back on stock is still under way; try again in a minute',
      ),
      lines: [line(1, 2), line(2, 3), line(3, 0)],
    });
    await expectRefusedPastFigures(allowed);
  });

  it('offers a cancelled order nothing, and an amount only once its refund failed later', async () => {
    expect((await cancel()).statusCode).toBe(200);
    const cancelled = await allowedOf();
    expect(cancelled).toEqual({
      refund: no('This order is cancelled; its payment was refunded then'),
      refundable: 0,
      cancel: no('This order is cancelled; its payment was refunded then'),
      ship: no('This order was cancelled'),
      lines: [line(1, 0), line(2, 0), line(3, 0)],
    });
    await expectRefusedPastFigures(cancelled);

    const [made] = await t.database.db.select().from(refund);
    await t.database.db.transaction((tx) =>
      recordRefundFailedLater(tx, {
        providerRefundId: made!.providerRefundId!,
        refundId: made!.id,
        intentId: paid.transactionId,
        failure: 'card closed',
      }),
    );
    const owed = await allowedOf();
    expect(owed).toMatchObject({
      refund: yes,
      refundable: 107.5,
      lines: [line(1, 0), line(2, 0), line(3, 0)],
    });
    await expectRefusedPastFigures(owed);
  });

  it('offers returned goods of an order shipped in full back on stock, and no more shipping', async () => {
    expect((await asAdmin({ method: 'PATCH', url: `/api/order/${paid.orderId}/shipped` })).statusCode).toBe(
      200,
    );
    const allowed = await allowedOf();
    expect(allowed).toEqual({
      refund: yes,
      refundable: 107.5,
      cancel: no('An order with parts shipped cannot be cancelled; refund its lines instead'),
      ship: no('Every part of this order has already shipped'),
      lines: [line(1, 2), line(2, 3), line(3, 1)],
    });
    await expectRefusedPastFigures(allowed);
  });

  it('refuses an unpaid order everything, in the words the server refuses it with', async () => {
    const part = await addProduct(t.database.db);
    const unpaid = await placeOrderAs(t.app, customer, orderBody(part.id));
    const allowed = await allowedOf(unpaid);
    expect(allowed).toMatchObject({
      refund: no('Only a paid order can be refunded'),
      refundable: 0,
      cancel: no('Only a paid order can be refunded'),
      ship: no('Only a paid order can be shipped'),
      lines: [line(1, 0)],
    });
    await expectRefusedPastFigures(allowed, unpaid);
  });

  it('tells the customer nothing of it', async () => {
    expect((await orderDetail(t.app, customer, paid.orderId)).allowed).toBeNull();
  });
});

import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminSummary, Order, OrderDetail, OrderTablePage, Refund } from '@crankworks/contract';
import { order, outbox, refund, testRefund } from '../src/db/schema/index.ts';
import { recordRefundFailedLater } from '../src/features/refunds/index.ts';
import { finishNextStaleRefund, finishRefund } from '../src/features/refunds/finish-refund.ts';
import { signUp, type TestUser } from './auth-helper.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { addProduct, orderBody, placeOrderAs, stockOf } from './order-fixtures.ts';
import { orderDetail, paidThreeLineOrder, payWithTestCard } from './refund-fixtures.ts';

let t: TestApp;
let customer: TestUser;
let admin: TestUser;
let paid: Awaited<ReturnType<typeof paidThreeLineOrder>>;
beforeEach(async () => {
  t = await buildTestApp();
  customer = await signUp(t.app, { name: 'Ada Rider' });
  admin = await signUp(t.app, { role: 'admin' });
  paid = await paidThreeLineOrder(t.app, customer, payWithTestCard(t.app, customer));
});
afterEach(() => {
  vi.restoreAllMocks();
  return t.app.close();
});

const asAdmin = (options: InjectOptions) => t.app.inject({ headers: admin.headers, ...options });
const refundOf = (payload: unknown, orderId = paid.orderId) =>
  asAdmin({ method: 'POST', url: `/api/order/${orderId}/refunds`, payload: payload as object });
const cancel = (orderId = paid.orderId) =>
  asAdmin({ method: 'POST', url: `/api/order/${orderId}/cancel`, payload: { reason: 'Out of business' } });
const stocks = () => Promise.all(paid.parts.map((part) => stockOf(t.database.db, part.id)));
const refundRows = () => t.database.db.select().from(refund);
const mailsOf = (kind: 'order-refunded' | 'order-part-shipped' | 'order-shipped') =>
  t.database.db.select().from(outbox).where(eq(outbox.kind, kind));
const refundMails = () => mailsOf('order-refunded');
const markShipped = () => asAdmin({ method: 'PATCH', url: `/api/order/${paid.orderId}/shipped` });
const shipParts = (lines: { lineNo: number; qty: number }[]) =>
  asAdmin({ method: 'POST', url: `/api/order/${paid.orderId}/shipments`, payload: { lines } });
const linesOf = async () =>
  (await orderDetail(t.app, admin, paid.orderId)).lines.map(({ shippedQty, leftToShipQty }) => ({
    shippedQty,
    leftToShipQty,
  }));

describe('POST /api/order/:id/refunds', () => {
  it('refunds part of a paid order by amount through the test processor, keyed by our refund id', async () => {
    const answer = await refundOf({ amount: 10, reason: 'Scratched crank arm' });
    expect(answer.statusCode).toBe(201);
    const made = answer.json() as Refund;
    expect(made).toMatchObject({ amount: 10, lines: [], restock: false, status: 'succeeded' });
    expect(await t.database.db.select().from(testRefund)).toEqual([
      expect.objectContaining({ idempotencyKey: `refund-${made.id}`, amountCents: 1000 }),
    ]);
    const detail = await orderDetail(t.app, customer, paid.orderId);
    expect(detail).toMatchObject({ paidTotal: 107.5, refundedTotal: 10, netTotal: 97.5, status: 'paid' });
    expect(detail.refunds).toEqual([made]);
    const [mail] = await refundMails();
    expect(mail).toMatchObject({ recipient: customer.email, subject: expect.stringContaining('$10.00') });
    expect(mail?.textBody).toContain('Scratched crank arm');
    expect(await stocks()).toEqual([98, 97, 99]);
  });

  it('refunds lines at their unit price and restocks them once, however often the refund is finished', async () => {
    const answer = await refundOf({ lines: [{ lineNo: 2, qty: 2 }], restock: true });
    expect(answer.json()).toMatchObject({ amount: 15, lines: [{ lineNo: 2, qty: 2 }], restock: true });
    expect(await stocks()).toEqual([98, 99, 99]);

    // A retry of the same refund (the provider answers the first outcome) changes nothing more.
    const [row] = await refundRows();
    const context = {
      db: t.database.db,
      provider: t.app.deps.payments,
      adminId: admin.id,
      log: t.app.log,
      seller: t.app.deps.config,
    };
    await finishRefund(context, paid.transactionId, { ...row!, status: 'pending' });
    expect(await stocks()).toEqual([98, 99, 99]);
    expect(await t.database.db.$count(testRefund)).toBe(1);
    expect(await refundMails()).toHaveLength(1);

    const tooMany = await refundOf({ lines: [{ lineNo: 2, qty: 2 }], restock: true });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({
      message: 'Quantity must be at most 1: what is left of line 2',
      field: 'lines.0.qty',
    });
  });

  it('takes pieces refunded and put back on stock off what is left to ship', async () => {
    expect((await refundOf({ lines: [{ lineNo: 2, qty: 2 }], restock: true })).statusCode).toBe(201);
    expect((await linesOf()).map((line) => line.leftToShipQty)).toEqual([2, 1, 1]);

    expect((await markShipped()).json()).toMatchObject({ status: 'shipped' });
    expect(await linesOf()).toEqual([
      { shippedQty: 2, leftToShipQty: 0 },
      { shippedQty: 1, leftToShipQty: 0 },
      { shippedQty: 1, leftToShipQty: 0 },
    ]);
    expect(await stocks()).toEqual([98, 99, 99]);
  });

  it('puts pieces back on stock from a line not shipped or shipped in full, never from one partly shipped', async () => {
    expect((await shipParts([{ lineNo: 2, qty: 1 }])).statusCode).toBe(201);
    const partly = await refundOf({ lines: [{ lineNo: 2, qty: 1 }], restock: true });
    expect(partly.statusCode).toBe(400);
    expect(partly.json()).toEqual({
      message:
        'Quantity cannot go back on stock while line 2 is partly shipped: refund it without restocking, or once the rest has shipped',
      field: 'lines.0.qty',
    });

    // Returned chains go back on stock once all have left; nothing else is held back.
    await shipParts([{ lineNo: 2, qty: 2 }]);
    expect((await refundOf({ lines: [{ lineNo: 2, qty: 2 }], restock: true })).statusCode).toBe(201);
    expect(await stocks()).toEqual([98, 99, 99]);
    expect((await linesOf()).map((line) => line.leftToShipQty)).toEqual([2, 0, 1]);
    expect((await markShipped()).json()).toMatchObject({ status: 'shipped' });
    expect((await linesOf()).map((line) => line.shippedQty)).toEqual([2, 3, 1]);
  });

  describe('the last pieces still to ship, refunded and put back on stock', () => {
    /** Where the order stands for its customer, in Manage Orders, and in the dashboard's counts. */
    const standing = async () => {
      const mine = await t.app.inject({
        method: 'GET',
        url: `/api/order?email=${customer.email}`,
        headers: customer.headers,
      });
      const manage = await asAdmin({ method: 'GET', url: '/api/orders?sort=status' });
      const summary = await asAdmin({ method: 'GET', url: '/api/admin/summary' });
      const { ordersByState } = summary.json() as AdminSummary;
      return {
        myOrders: (mine.json() as Order[]).map(({ status, shipped }) => ({ status, shipped })),
        manageOrders: (manage.json() as OrderTablePage).items.map(({ status, shipped }) => ({
          status,
          shipped,
        })),
        counted: { shipped: ordersByState.shipped, partly: ordersByState.partially_shipped },
      };
    };
    const shippedInFull = {
      myOrders: [{ status: 'shipped', shipped: true }],
      manageOrders: [{ status: 'shipped', shipped: true }],
      counted: { shipped: 1, partly: 0 },
    };

    it('leave a partly shipped order shipped as of its last shipment, with no shipment e-mail', async () => {
      const sent = await shipParts([
        { lineNo: 1, qty: 2 },
        { lineNo: 2, qty: 3 },
      ]);
      expect(sent.json()).toMatchObject({ status: 'partially_shipped' });
      expect((await refundOf({ lines: [{ lineNo: 3, qty: 1 }], restock: true })).statusCode).toBe(201);

      const detail = await orderDetail(t.app, customer, paid.orderId);
      expect(detail).toMatchObject({
        status: 'shipped',
        shipped: true,
        shippedAt: detail.shipments[0]?.createdAt,
        refundedTotal: 45,
        lines: [
          { lineNo: 1, shippedQty: 2, leftToShipQty: 0 },
          { lineNo: 2, shippedQty: 3, leftToShipQty: 0 },
          { lineNo: 3, shippedQty: 0, leftToShipQty: 0 },
        ],
        refunds: [{ lines: [{ lineNo: 3, qty: 1 }], restock: true, status: 'succeeded' }],
      });
      expect(detail.shipments).toHaveLength(1);
      expect(await standing()).toEqual(shippedInFull);
      expect(await stocks()).toEqual([98, 97, 100]);
      expect(await mailsOf('order-part-shipped')).toHaveLength(1);
      expect(await mailsOf('order-shipped')).toHaveLength(0);
      expect(await refundMails()).toHaveLength(1);

      // As for any order shipped in full: Mark Shipped changes nothing, Ship parts has nothing left.
      expect((await markShipped()).json()).toMatchObject({ status: 'shipped', shippedAt: detail.shippedAt });
      expect((await shipParts([{ lineNo: 3, qty: 1 }])).json()).toEqual({
        message: 'Every part of this order has already shipped',
      });
      expect((await orderDetail(t.app, admin, paid.orderId)).shipments).toHaveLength(1);
      expect(await mailsOf('order-shipped')).toHaveLength(0);
      const delivered = await asAdmin({ method: 'POST', url: `/api/order/${paid.orderId}/delivered` });
      expect(delivered.json()).toMatchObject({ status: 'delivered' });
    });

    it('leave it shipped when the refund the provider did not answer is finished later', async () => {
      await shipParts([
        { lineNo: 1, qty: 2 },
        { lineNo: 2, qty: 3 },
      ]);
      vi.spyOn(t.app.deps.payments, 'refund').mockRejectedValueOnce(new Error('socket hang up'));
      expect((await refundOf({ lines: [{ lineNo: 3, qty: 1 }], restock: true })).statusCode).toBe(503);
      expect(await orderDetail(t.app, admin, paid.orderId)).toMatchObject({ status: 'partially_shipped' });

      await t.database.db.update(refund).set({ createdAt: sql`now() - interval '2 minutes'` });
      expect((await refundOf({ amount: 1 })).statusCode).toBe(201);
      const detail = await orderDetail(t.app, customer, paid.orderId);
      expect(detail).toMatchObject({ status: 'shipped', shippedAt: detail.shipments[0]?.createdAt });
      expect(await standing()).toEqual(shippedInFull);
      expect(await stocks()).toEqual([98, 97, 100]);
      expect(await mailsOf('order-shipped')).toHaveLength(0);
    });

    it('leave an order nothing of which has shipped as it is: paid, for an admin to cancel', async () => {
      await refundOf({ lines: [{ lineNo: 3, qty: 1 }], restock: true });
      expect(await orderDetail(t.app, admin, paid.orderId)).toMatchObject({ status: 'paid', shipped: false });
    });

    it('once refunded, make the shipment of the rest the last: Shipped, nothing still to come', async () => {
      await refundOf({ lines: [{ lineNo: 3, qty: 1 }], restock: true });
      const sent = await shipParts([
        { lineNo: 1, qty: 2 },
        { lineNo: 2, qty: 3 },
      ]);
      const detail = sent.json() as OrderDetail;
      expect(detail).toMatchObject({ status: 'shipped', shippedAt: detail.shipments[0]?.createdAt });
      expect(await standing()).toEqual(shippedInFull);
      const [mail] = await mailsOf('order-shipped');
      expect(mail?.subject).toBe('Shipped: Crankset and 2 more');
      expect(mail?.textBody).not.toContain('still to come');
      expect(await mailsOf('order-part-shipped')).toHaveLength(0);
    });
  });

  it('refunds the whole payment, then nothing more', async () => {
    expect((await refundOf({ amount: 107.5 })).statusCode).toBe(201);
    expect(await orderDetail(t.app, admin, paid.orderId)).toMatchObject({
      refundedTotal: 107.5,
      netTotal: 0,
    });
    const more = await refundOf({ amount: 0.01 });
    expect(more.statusCode).toBe(400);
    expect(more.json()).toEqual({
      message: 'Amount (USD) must be at most $0.00: what is left to refund',
      field: 'amount',
    });
  });

  it('refuses more than was paid, and lines worth more than is left', async () => {
    const over = await refundOf({ amount: 107.51 });
    expect(over.json()).toMatchObject({ field: 'amount', message: expect.stringContaining('$107.50') });
    await refundOf({ amount: 100 });
    const lines = await refundOf({ lines: [{ lineNo: 1, qty: 1 }] });
    expect(lines.statusCode).toBe(400);
    expect(lines.json()).toEqual({
      message: 'These lines come to $20.00, more than the $7.50 left to refund',
      field: 'lines',
    });
    expect(await refundRows()).toHaveLength(1);
  });

  it('lets only one of two refunds at once through when together they pass the payment', async () => {
    const answers = await Promise.all([refundOf({ amount: 60 }), refundOf({ amount: 60 })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    expect(await orderDetail(t.app, admin, paid.orderId)).toMatchObject({ refundedTotal: 60 });
    expect(await t.database.db.$count(testRefund)).toBe(1);
  });

  it('never refunds more than was paid when eight refunds and a restock race', async () => {
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, () => refundOf({ amount: 20 })),
      refundOf({ lines: [{ lineNo: 2, qty: 3 }], restock: true }),
    ]);
    const made = answers
      .filter((answer) => answer.statusCode === 201)
      .map((answer) => answer.json() as Refund);
    expect(answers.every((answer) => [201, 400].includes(answer.statusCode))).toBe(true);
    const refunded = made.reduce((total, refund) => total + refund.amount * 100, 0);
    expect(refunded).toBeLessThanOrEqual(10_750);
    expect(refunded).toBeGreaterThan(10_750 - 2000);
    expect(await orderDetail(t.app, admin, paid.orderId)).toMatchObject({ refundedTotal: refunded / 100 });
    const restocked = made.some((refund) => refund.restock);
    expect(await stockOf(t.database.db, paid.parts[1]!.id)).toBe(restocked ? 100 : 97);
  });

  it('asks for a pending refund to finish before an admin may cancel the order', async () => {
    await t.database.db
      .insert(refund)
      .values({ orderId: paid.orderId, amountCents: 500, createdBy: admin.id, status: 'pending' });
    expect((await cancel()).json()).toEqual({
      message: 'A refund of this order is still under way; try again in a minute',
    });
  });

  it('records a refund the provider refuses as failed and says so with a 502; it no longer counts', async () => {
    vi.spyOn(t.app.deps.payments, 'refund').mockResolvedValueOnce({
      status: 'failed',
      failure: 'The card issuer refused',
    });
    const refused = await refundOf({ lines: [{ lineNo: 3, qty: 1 }], restock: true });
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toEqual({
      message: 'The payment provider refused the refund: The card issuer refused',
    });
    expect(await refundRows()).toEqual([
      expect.objectContaining({ status: 'failed', failure: 'The card issuer refused' }),
    ]);
    expect(await stocks()).toEqual([98, 97, 99]);
    expect(await refundMails()).toHaveLength(0);
    expect((await refundOf({ amount: 107.5 })).statusCode).toBe(201);
  });

  it('keeps a refund the provider did not answer pending (503), and the next refund finishes it with its key', async () => {
    vi.spyOn(t.app.deps.payments, 'refund').mockRejectedValueOnce(new Error('socket hang up'));
    const unanswered = await refundOf({ amount: 100 });
    expect(unanswered.statusCode).toBe(503);
    const [pending] = await refundRows();
    expect(pending).toMatchObject({ status: 'pending', amountCents: 10_000 });
    // While it is pending it counts: no second refund can take the same money.
    expect((await refundOf({ amount: 10 })).statusCode).toBe(400);

    await t.database.db.update(refund).set({ createdAt: sql`now() - interval '2 minutes'` });
    expect((await refundOf({ amount: 7.5 })).statusCode).toBe(201);
    const keys = (await t.database.db.select().from(testRefund)).map((row) => row.idempotencyKey);
    expect(keys).toContain(`refund-${pending?.id}`);
    expect(await orderDetail(t.app, admin, paid.orderId)).toMatchObject({
      refundedTotal: 107.5,
      netTotal: 0,
    });
    expect(await refundMails()).toHaveLength(2);
  });

  it('finishes a refund a crash left pending in the background pass, once, with its own key', async () => {
    vi.spyOn(t.app.deps.payments, 'refund').mockRejectedValueOnce(new Error('socket hang up'));
    expect((await refundOf({ amount: 100 })).statusCode).toBe(503);
    const [pending] = await refundRows();
    const context = {
      db: t.database.db,
      provider: t.app.deps.payments,
      log: t.app.log,
      seller: t.app.deps.config,
    };
    const passedOver = new Set<string>();
    // Not yet stale: the request that recorded it may still be waiting for the provider.
    expect(await finishNextStaleRefund(context, passedOver)).toBe(false);

    await t.database.db.update(refund).set({ createdAt: sql`now() - interval '2 minutes'` });
    vi.spyOn(t.app.deps.payments, 'refund').mockRejectedValueOnce(new Error('socket hang up'));
    expect(await finishNextStaleRefund(context, passedOver)).toBe(true);
    expect(passedOver).toEqual(new Set([pending?.id]));
    expect(await finishNextStaleRefund(context, passedOver)).toBe(false);

    expect(await finishNextStaleRefund(context, new Set())).toBe(true);
    expect(await refundRows()).toEqual([expect.objectContaining({ id: pending?.id, status: 'succeeded' })]);
    const keys = (await t.database.db.select().from(testRefund)).map((row) => row.idempotencyKey);
    expect(keys).toEqual([`refund-${pending?.id}`]);
    expect(await refundMails()).toHaveLength(1);
    expect(await finishNextStaleRefund(context, new Set())).toBe(false);
  });

  it('answers 409 for an unpaid or cancelled order and 404 for none', async () => {
    const part = await addProduct(t.database.db);
    const unpaid = await placeOrderAs(t.app, customer, orderBody(part.id));
    expect((await refundOf({ amount: 1 }, unpaid)).json()).toEqual({
      message: 'Only a paid order can be refunded',
    });
    await t.app.inject({ method: 'DELETE', url: `/api/order/${unpaid}`, headers: customer.headers });
    expect((await refundOf({ amount: 1 }, unpaid)).statusCode).toBe(409);
    expect((await refundOf({ amount: 1 }, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it.each([
    [{ amount: 0 }, 'amount', 'Amount (USD) must be more than 0'],
    [{ amount: -5 }, 'amount', 'Amount (USD) must not be negative'],
    [{ amount: 1.234 }, 'amount', 'Amount (USD) must have at most two decimals'],
    [{}, 'amount', 'Amount (USD) is required, or lines instead: give one of them'],
    [
      { amount: 1, lines: [{ lineNo: 1, qty: 1 }] },
      'amount',
      'Amount (USD) is required, or lines instead: give one of them',
    ],
    [{ lines: [{ lineNo: 4, qty: 1 }] }, 'lines.0.lineNo', 'Part must be a line of this order (1 to 3)'],
    [
      {
        lines: [
          { lineNo: 1, qty: 1 },
          { lineNo: 1, qty: 1 },
        ],
      },
      'lines.1.lineNo',
      'Part is listed twice',
    ],
    [{ lines: [{ lineNo: 1, qty: 3 }] }, 'lines.0.qty', 'Quantity must be at most 2: what is left of line 1'],
    [{ lines: [{ lineNo: 1, qty: 0 }] }, 'lines.0.qty', 'Quantity must be at least 1'],
    [{ amount: 1, reason: 'x'.repeat(301) }, 'reason', 'Reason must be at most 300 characters'],
  ])('refuses %j with a 400 naming %s', async (payload, field, message) => {
    const answer = await refundOf(payload);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ message, field });
    expect(await refundRows()).toHaveLength(0);
  });
});

describe('refund records outlive everything', () => {
  it('keeps a refunded order and its refunds: deleting it is refused, by the route and by the database', async () => {
    await refundOf({ amount: 5 });
    const deleted = await asAdmin({ method: 'DELETE', url: `/api/order/${paid.orderId}` });
    expect(deleted.statusCode).toBe(409);
    await expect(t.database.db.delete(order).where(eq(order.id, paid.orderId))).rejects.toThrow();
    expect(await refundRows()).toHaveLength(1);
  });
});

describe('POST /api/order/:id/cancel (an admin cancels a paid order)', () => {
  it('refunds the rest, puts every piece not yet restocked back once, and cancels the order', async () => {
    await refundOf({ lines: [{ lineNo: 2, qty: 1 }], restock: true });
    await refundOf({ lines: [{ lineNo: 3, qty: 1 }], restock: false });
    const answer = await cancel();
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ status: 'cancelled', paid: true });
    expect(await stocks()).toEqual([100, 100, 100]);
    const detail = await orderDetail(t.app, customer, paid.orderId);
    expect(detail).toMatchObject({ refundedTotal: 107.5, netTotal: 0, status: 'cancelled' });
    expect(detail.refunds.at(-1)).toMatchObject({
      amount: 55,
      restock: true,
      lines: [
        { lineNo: 1, qty: 2 },
        { lineNo: 2, qty: 2 },
        { lineNo: 3, qty: 1 },
      ],
      reason: 'Out of business',
    });
    expect((await cancel()).json()).toEqual({
      message: 'This order is cancelled; its payment was refunded then',
    });
    expect((await refundOf({ amount: 1 })).statusCode).toBe(409);
    expect((await asAdmin({ method: 'PATCH', url: `/api/order/${paid.orderId}/shipped` })).statusCode).toBe(
      409,
    );
    expect((await asAdmin({ method: 'DELETE', url: `/api/order/${paid.orderId}` })).statusCode).toBe(409);
    expect((await refundMails()).at(-1)?.textBody).toContain('Your order is cancelled');
  });

  it('cancels a fully refunded order by restocking it, and refuses one shipped in full or in part', async () => {
    await refundOf({ amount: 107.5 });
    expect((await cancel()).json()).toMatchObject({ status: 'cancelled' });
    expect(await stocks()).toEqual([100, 100, 100]);
    expect(await refundRows()).toHaveLength(1);

    const shipped = await paidThreeLineOrder(t.app, customer, payWithTestCard(t.app, customer));
    await asAdmin({ method: 'PATCH', url: `/api/order/${shipped.orderId}/shipped` });
    expect((await cancel(shipped.orderId)).json()).toEqual({
      message: 'An order with parts shipped cannot be cancelled; refund its lines instead',
    });

    // Pieces on their way cannot go back on stock: a partly shipped order is refunded by its lines.
    const partly = await paidThreeLineOrder(t.app, customer, payWithTestCard(t.app, customer));
    const before = await stocks();
    const shipping = await asAdmin({
      method: 'POST',
      url: `/api/order/${partly.orderId}/shipments`,
      payload: { lines: [{ lineNo: 1, qty: 1 }] },
    });
    expect(shipping.statusCode).toBe(201);
    const refused = await cancel(partly.orderId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'An order with parts shipped cannot be cancelled; refund its lines instead',
    });
    expect(await stocks()).toEqual(before);
  });

  it('ships nothing while its refund is pending, so the cancel never lands on a shipped order', async () => {
    vi.spyOn(t.app.deps.payments, 'refund').mockRejectedValueOnce(new Error('socket hang up'));
    expect((await cancel()).statusCode).toBe(503);
    const shipping = await markShipped();
    expect(shipping.statusCode).toBe(409);
    expect(shipping.json()).toEqual({
      message:
        'A refund that cancels this order or puts its parts back on stock is still under way; try again in a minute',
    });

    // A minute later the next refund finishes the cancel: cancelled, restocked once, nothing shipped.
    await t.database.db.update(refund).set({ createdAt: sql`now() - interval '2 minutes'` });
    await refundOf({ amount: 1 });
    const detail = await orderDetail(t.app, admin, paid.orderId);
    expect(detail).toMatchObject({ status: 'cancelled', shipments: [] });
    expect(await stocks()).toEqual([100, 100, 100]);
  });

  it('refunds a cancelled order again by amount only, once a refund failed later: its parts are back on stock', async () => {
    expect((await refundOf({ amount: 107.5 })).statusCode).toBe(201);
    expect((await cancel()).statusCode).toBe(200);
    const [failed] = await refundRows();
    await t.database.db.transaction((tx) =>
      recordRefundFailedLater(tx, {
        providerRefundId: failed!.providerRefundId!,
        refundId: failed!.id,
        intentId: paid.transactionId,
        failure: 'card closed',
      }),
    );

    const byLines = await refundOf({ lines: [{ lineNo: 1, qty: 2 }], restock: true });
    expect(byLines.statusCode).toBe(400);
    expect(byLines.json()).toEqual({
      message: 'A cancelled order is refunded by amount: its parts went back on stock then',
      field: 'lines',
    });
    expect(await stocks()).toEqual([100, 100, 100]);
    // The test processor cannot fail a refund later, so it would refuse paying the same money twice.
    vi.spyOn(t.app.deps.payments, 'refund').mockResolvedValueOnce({
      status: 'succeeded',
      providerRefundId: 're_again',
    });
    expect((await refundOf({ amount: 107.5 })).statusCode).toBe(201);
  });

  it('leaves the order paid when the provider refuses the refund', async () => {
    vi.spyOn(t.app.deps.payments, 'refund').mockResolvedValueOnce({ status: 'failed', failure: 'No' });
    expect((await cancel()).statusCode).toBe(502);
    expect(await orderDetail(t.app, admin, paid.orderId)).toMatchObject({ status: 'paid', refundedTotal: 0 });
    expect(await stocks()).toEqual([98, 97, 99]);
  });
});

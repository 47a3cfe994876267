import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Order, OrderDetail, OrderStatus } from '@crankworks/contract';
import { order, outbox } from '../src/db/schema/index.ts';
import { markPaid } from '../src/features/payment-settlement/index.ts';
import { signUp, type TestUser } from './auth-helper.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { addProduct, orderBody, placeOrderAs } from './order-fixtures.ts';

let t: TestApp;
let customer: TestUser;
let admin: TestUser;
beforeEach(async () => {
  t = await buildTestApp();
  customer = await signUp(t.app, { name: 'Ada Rider' });
  admin = await signUp(t.app, { role: 'admin' });
});
afterEach(() => t.app.close());

const as = (who: TestUser, options: InjectOptions) => t.app.inject({ headers: who.headers, ...options });

/** A checked-out cart of three parts: line 1 Crankset ×1, line 2 Chain ×3, line 3 Cassette ×2. */
async function threeLineOrder({ paid = true } = {}) {
  for (const [name, qty] of [
    ['Crankset', 1],
    ['Chain', 3],
    ['Cassette', 2],
  ] as const) {
    const part = await addProduct(t.database.db, { name, price: 10, minimumQty: 1 });
    await as(customer, { method: 'PUT', url: `/api/cart/${part.id}`, payload: { qty } });
  }
  const placed = await as(customer, {
    method: 'POST',
    url: '/api/checkout',
    payload: { address: '12 Spoke Street', phone: '+1 555 0101' },
  });
  const orderId = (placed.json() as { insertedId: string }).insertedId;
  if (paid) await markPaid(t.database.db, orderId, `pi_${orderId}`, t.app.deps.config);
  return orderId;
}

const ship = (orderId: string, payload: object, who = admin) =>
  as(who, { method: 'POST', url: `/api/order/${orderId}/shipments`, payload });
const deliver = (orderId: string, who = admin) =>
  as(who, { method: 'POST', url: `/api/order/${orderId}/delivered` });
const detailOf = async (orderId: string) =>
  (await as(customer, { method: 'GET', url: `/api/order/${orderId}` })).json() as OrderDetail;
const statusInList = async (): Promise<OrderStatus | undefined> =>
  ((await as(customer, { method: 'GET', url: `/api/order?email=${customer.email}` })).json() as Order[])[0]
    ?.status;

/** The text of the customer's e-mails of this kind, oldest first. */
const mailsOf = async (kind: 'order-part-shipped' | 'order-shipped' | 'order-delivered') =>
  (await t.database.db.select().from(outbox).where(eq(outbox.kind, kind)).orderBy(outbox.createdAt)).map(
    (mail) => ({ recipient: mail.recipient, subject: mail.subject, text: mail.textBody }),
  );

describe('shipping an order part by part', () => {
  it('ships two lines with tracking, then the third, then records the delivery', async () => {
    const orderId = await threeLineOrder();

    const first = await ship(orderId, {
      lines: [
        { lineNo: 1, qty: 1 },
        { lineNo: 2, qty: 3 },
      ],
      carrier: ' DHL ',
      trackingNumber: 'JD014600006281230704',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      status: 'partially_shipped',
      shipped: false,
      shippedAt: null,
      lines: [
        { lineNo: 1, name: 'Crankset', qty: 1, shippedQty: 1 },
        { lineNo: 2, name: 'Chain', qty: 3, shippedQty: 3 },
        { lineNo: 3, name: 'Cassette', qty: 2, shippedQty: 0 },
      ],
      shipments: [
        {
          carrier: 'DHL',
          trackingNumber: 'JD014600006281230704',
          lines: [
            { lineNo: 1, name: 'Crankset', qty: 1 },
            { lineNo: 2, name: 'Chain', qty: 3 },
          ],
        },
      ],
    });
    expect(await statusInList()).toBe('partially_shipped');
    const [partMail] = await mailsOf('order-part-shipped');
    expect(partMail).toMatchObject({
      recipient: customer.email,
      subject: 'Part of your order shipped: Crankset and 2 more',
    });
    expect(partMail?.text).toContain('Crankset: 1 shipped now');
    expect(partMail?.text).toContain('Chain: 3 shipped now');
    expect(partMail?.text).toContain('Cassette: 2 still to come');
    expect(partMail?.text).toContain('Carrier: DHL');
    expect(partMail?.text).toContain('Tracking number: JD014600006281230704');

    const second = await ship(orderId, { lines: [{ lineNo: 3, qty: 2 }] });
    expect(second.statusCode).toBe(201);
    const shipped = second.json() as OrderDetail;
    expect(shipped).toMatchObject({ status: 'shipped', shipped: true });
    expect(shipped.shippedAt).not.toBeNull();
    expect(shipped.shipments).toHaveLength(2);
    expect(shipped.shipments[1]).toMatchObject({ carrier: null, trackingNumber: null });
    const [lastMail] = await mailsOf('order-shipped');
    expect(lastMail?.subject).toBe('Shipped: Crankset and 2 more');
    expect(lastMail?.text).toContain('Cassette: 2 shipped now');
    expect(lastMail?.text).not.toContain('still to come');
    expect(lastMail?.text).not.toContain('Tracking number');

    const delivered = await deliver(orderId);
    expect(delivered.statusCode).toBe(200);
    const { deliveredAt } = delivered.json() as OrderDetail;
    expect(delivered.json()).toMatchObject({ status: 'delivered' });
    expect(deliveredAt).not.toBeNull();
    const again = await deliver(orderId);
    expect(again.statusCode).toBe(200);
    expect((again.json() as OrderDetail).deliveredAt).toBe(deliveredAt);
    expect(await detailOf(orderId)).toMatchObject({ status: 'delivered', deliveredAt });
    expect(await statusInList()).toBe('delivered');
    const deliveredMails = await mailsOf('order-delivered');
    expect(deliveredMails).toHaveLength(1);
    expect(deliveredMails[0]).toMatchObject({
      recipient: customer.email,
      subject: 'Delivered: Crankset and 2 more',
    });
    expect(deliveredMails[0]?.text).toContain('Your order has arrived, Ada Rider');
    expect(deliveredMails[0]?.text).toContain(`Order: ${orderId}`);
    expect(deliveredMails[0]?.text).toContain('Delivered to: 12 Spoke Street');
    expect(deliveredMails[0]?.text).toContain(`See your order: {{shop}}/dashboard/orders/${orderId}`);
  });

  it('never ships more of a line than was ordered', async () => {
    const orderId = await threeLineOrder();
    const tooMany = await ship(orderId, { lines: [{ lineNo: 2, qty: 4 }] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({
      message: 'Quantity must be at most 3: what is left to ship of Chain',
      field: 'lines.0.qty',
    });
    expect((await ship(orderId, { lines: [{ lineNo: 2, qty: 2 }] })).statusCode).toBe(201);
    const rest = await ship(orderId, { lines: [{ lineNo: 2, qty: 2 }] });
    expect(rest.json()).toEqual({
      message: 'Quantity must be at most 1: what is left to ship of Chain',
      field: 'lines.0.qty',
    });
    expect((await ship(orderId, { lines: [{ lineNo: 2, qty: 1 }] })).statusCode).toBe(201);
    const done = await ship(orderId, { lines: [{ lineNo: 2, qty: 1 }] });
    expect(done.statusCode).toBe(409);
    expect(done.json()).toEqual({ message: 'Chain has already shipped in full', field: 'lines.0.lineNo' });
    expect((await detailOf(orderId)).lines.map((line) => line.shippedQty)).toEqual([0, 3, 0]);
  });

  it('lets only one of several admins shipping the same pieces at once through', async () => {
    const orderId = await threeLineOrder();
    const other = await signUp(t.app, { role: 'admin' });
    const answers = await Promise.all(
      [admin, other, admin, other].map((who) => ship(orderId, { lines: [{ lineNo: 3, qty: 2 }] }, who)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const detail = await detailOf(orderId);
    expect(detail.lines[2]?.shippedQty).toBe(2);
    expect(detail.shipments).toHaveLength(1);
    expect(await mailsOf('order-part-shipped')).toHaveLength(1);
  });

  it('refuses an unpaid, a cancelled or a fully shipped order with a 409, and an unknown one with a 404', async () => {
    const unpaid = await threeLineOrder({ paid: false });
    const line = { lines: [{ lineNo: 1, qty: 1 }] };
    expect((await ship(unpaid, line)).json()).toEqual({ message: 'Only a paid order can be shipped' });
    expect((await ship(unpaid, line)).statusCode).toBe(409);
    expect((await deliver(unpaid)).json()).toEqual({
      message: 'Only an order that has shipped in full can be marked delivered',
    });
    expect(await mailsOf('order-delivered')).toEqual([]);

    await t.database.db.update(order).set({ cancelledAt: new Date() }).where(eq(order.id, unpaid));
    const cancelled = await ship(unpaid, line);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json()).toEqual({ message: 'This order was cancelled' });

    const paid = await threeLineOrder();
    const partial = await ship(paid, line);
    expect(partial.statusCode).toBe(201);
    expect((await deliver(paid)).statusCode).toBe(409);
    await as(admin, { method: 'PATCH', url: `/api/order/${paid}/shipped` });
    const full = await ship(paid, { lines: [{ lineNo: 2, qty: 1 }] });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ message: 'Every part of this order has already shipped' });

    const missing = await ship('00000000-0000-4000-8000-000000000000', line);
    expect(missing.statusCode).toBe(404);
    expect((await deliver('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('refuses bad input with a 400 naming the field, and ships nothing', async () => {
    const orderId = await threeLineOrder();
    const cases: [object, string, string][] = [
      [{}, 'lines', 'Parts must list the parts to ship'],
      [{ lines: [] }, 'lines', 'Parts must list at least one part to ship'],
      [{ lines: [{ lineNo: 9, qty: 1 }] }, 'lines.0.lineNo', 'Part must be a line number of the order'],
      [{ lines: [{ lineNo: 0, qty: 1 }] }, 'lines.0.lineNo', 'Part must be a line number of the order'],
      [{ lines: [{ lineNo: 1, qty: 0 }] }, 'lines.0.qty', 'Quantity must be at least 1'],
      [{ lines: [{ lineNo: 1, qty: 1.5 }] }, 'lines.0.qty', 'Quantity must be a whole number'],
      [
        {
          lines: [
            { lineNo: 1, qty: 1 },
            { lineNo: 1, qty: 1 },
          ],
        },
        'lines',
        'Parts must list each part once',
      ],
      [
        { lines: [{ lineNo: 1, qty: 1 }], carrier: 'x'.repeat(81) },
        'carrier',
        'Carrier must be at most 80 characters',
      ],
      [
        { lines: [{ lineNo: 1, qty: 1 }], trackingNumber: 'JD01\n4600' },
        'trackingNumber',
        'Tracking number must not contain control characters',
      ],
      [
        { lines: [{ lineNo: 1, qty: 1 }], trackingNumber: 'JD01\u00004600' },
        'trackingNumber',
        'Tracking number must not contain control characters',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const answer = await ship(orderId, payload);
      expect({ status: answer.statusCode, ...answer.json() }).toEqual({ status: 400, field, message });
    }
    expect((await detailOf(orderId)).shipments).toEqual([]);
  });

  it('keeps Mark Shipped: it ships what is left as one shipment, and a repeat changes nothing', async () => {
    const orderId = await threeLineOrder();
    await ship(orderId, { lines: [{ lineNo: 2, qty: 1 }], trackingNumber: 'T1' });
    const marked = await as(admin, { method: 'PATCH', url: `/api/order/${orderId}/shipped` });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ status: 'shipped', shipped: true });
    const detail = await detailOf(orderId);
    expect(detail.lines.map((line) => line.shippedQty)).toEqual([1, 3, 2]);
    expect(detail.shipments.map((shipment) => shipment.lines)).toEqual([
      [{ lineNo: 2, name: 'Chain', qty: 1 }],
      [
        { lineNo: 1, name: 'Crankset', qty: 1 },
        { lineNo: 2, name: 'Chain', qty: 2 },
        { lineNo: 3, name: 'Cassette', qty: 2 },
      ],
    ]);
    const repeat = await as(admin, { method: 'PATCH', url: `/api/order/${orderId}/shipped` });
    expect(repeat.statusCode).toBe(200);
    expect((await detailOf(orderId)).shipments).toHaveLength(2);
    expect(await mailsOf('order-shipped')).toHaveLength(1);
  });

  it('ships a one-part order placed with the purchase form as line 1', async () => {
    const part = await addProduct(t.database.db, { name: 'Saddle' });
    const orderId = await placeOrderAs(t.app, customer, orderBody(part.id, { orderQty: 4 }));
    await markPaid(t.database.db, orderId, 'pi_saddle', t.app.deps.config);
    const answer = await ship(orderId, { lines: [{ lineNo: 1, qty: 4 }], carrier: 'UPS' });
    expect(answer.json()).toMatchObject({ status: 'shipped', lines: [{ lineNo: 1, shippedQty: 4 }] });
  });
});

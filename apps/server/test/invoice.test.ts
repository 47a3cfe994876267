import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@crankworks/contract';
import { order } from '../src/db/schema/index.ts';
import { signUp, type TestUser } from './auth-helper.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { addProduct, orderBody, placeOrderAs } from './order-fixtures.ts';
import { pdfText } from './pdf-text.ts';
import { paidThreeLineOrder, payWithTestCard } from './refund-fixtures.ts';

let t: TestApp;
let customer: TestUser;
beforeEach(async () => {
  t = await buildTestApp({ MAIL_FROM: 'Crankworks <shop@crankworks.test>' });
  customer = await signUp(t.app, { name: 'Ada Rider' });
});
afterEach(() => t.app.close());

const invoiceOf = (orderId: string, who?: TestUser) =>
  t.app.inject({ method: 'GET', url: `/api/order/${orderId}/invoice.pdf`, headers: who?.headers ?? {} });

/** Checks out a cart of a crankset and two chains as `who`, and returns the order's id. */
async function checkOutTwoParts(who: TestUser) {
  const crank = await addProduct(t.database.db, { name: 'Carbon crankset', price: 120, minimumQty: 1 });
  const chain = await addProduct(t.database.db, { name: 'Chain 11s', price: 25.5, minimumQty: 1 });
  for (const [productId, qty] of [
    [crank.id, 1],
    [chain.id, 2],
  ] as const)
    await t.app.inject({
      method: 'PUT',
      url: `/api/cart/${productId}`,
      headers: who.headers,
      payload: { qty },
    });
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: who.headers,
    payload: { address: '12 Spoke Street, Gearton', phone: '+1 555 0101' },
  });
  return (placed.json() as { insertedId: string }).insertedId;
}

const markPaid = (orderId: string, transactionId: string) =>
  t.database.db
    .update(order)
    .set({ paid: true, paidAt: sql`now()`, transactionId })
    .where(eq(order.id, orderId));

describe('the PDF invoice', () => {
  it('gives the customer his paid order: the shop, the number, every line, the total and the payment', async () => {
    const orderId = await checkOutTwoParts(customer);
    await markPaid(orderId, 'pi_invoice_test_42');

    const answer = await invoiceOf(orderId, customer);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="crankworks-invoice-${orderId.slice(0, 8)}.pdf"`,
      'cache-control': 'private, no-store',
    });
    expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(answer.rawPayload);
    for (const expected of [
      'Crankworks',
      messages.tagline,
      'shop@crankworks.test',
      'Invoice',
      `Order number: ${orderId}`,
      'Placed on',
      'Ada Rider',
      customer.email,
      '12 Spoke Street, Gearton',
      '+1 555 0101',
      'Carbon crankset',
      'Chain 11s',
      '$25.50',
      '$51.00',
      '$171.00',
      'Status: Paid',
      'Paid on',
      'Payment reference: pi_invoice_test_42',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('not a receipt');
  });

  it('lists each refund and what was paid in the end', async () => {
    const admin = await signUp(t.app, { role: 'admin' });
    const { orderId } = await paidThreeLineOrder(t.app, customer, payWithTestCard(t.app, customer));
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/order/${orderId}/refunds`,
      headers: admin.headers,
      payload: { lines: [{ lineNo: 2, qty: 1 }], restock: false },
    });
    expect(refunded.statusCode).toBe(201);

    const text = await pdfText((await invoiceOf(orderId, customer)).rawPayload);
    expect(text).toContain('Refunded $7.50 on');
    expect(text).toContain('Paid $107.50, refunded $7.50, net $100.00');
  });

  it('says plainly that an unpaid order is not paid', async () => {
    const part = await addProduct(t.database.db, { name: 'Disc rotor', price: 12.5 });
    const orderId = await placeOrderAs(t.app, customer, orderBody(part.id, { orderQty: 4 }));
    const text = await pdfText((await invoiceOf(orderId, customer)).rawPayload);
    expect(text).toContain('Disc rotor');
    expect(text).toContain('$50.00');
    expect(text).toContain('Status: Unpaid');
    expect(text).toContain('Unpaid — this is not a receipt');
    expect(text).not.toContain('Payment reference');
  });

  it('is for the order’s customer and admins: everyone else is refused as GET /api/order/:id refuses', async () => {
    const orderId = await checkOutTwoParts(customer);
    const admin = await signUp(t.app, { role: 'admin' });
    const other = await signUp(t.app);

    const byAdmin = await invoiceOf(orderId, admin);
    expect(byAdmin.statusCode).toBe(200);
    expect(await pdfText(byAdmin.rawPayload)).toContain(`Order number: ${orderId}`);
    for (const who of [other, undefined]) {
      const invoice = await invoiceOf(orderId, who);
      const detail = await t.app.inject({
        method: 'GET',
        url: `/api/order/${orderId}`,
        headers: who?.headers ?? {},
      });
      expect(invoice.statusCode).toBe(who ? 404 : 401);
      expect([invoice.statusCode, invoice.json()]).toEqual([detail.statusCode, detail.json()]);
    }
  });

  it('refuses an id that is not one with a 400 naming the field', async () => {
    const answer = await invoiceOf('not-an-id', customer);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ field: 'id' });
  });

  it('draws characters Helvetica lacks as "?" (accents dropped where that is enough) instead of failing', async () => {
    const zoe = await signUp(t.app, { name: 'Zoë 王小明' });
    const part = await addProduct(t.database.db, { name: 'Crankset ✓ 😀', price: 10 });
    const orderId = await placeOrderAs(
      t.app,
      zoe,
      orderBody(part.id, { address: 'ul. Łódzka 5\r\nKraków', orderQty: 2 }),
    );

    const answer = await invoiceOf(orderId, zoe);
    expect(answer.statusCode).toBe(200);
    const text = await pdfText(answer.rawPayload);
    expect(text).toContain('Zoë ???');
    expect(text).toContain('ul. ?ódzka 5');
    expect(text).toContain('Kraków');
    expect(text).toContain('Crankset ? ?');
  });
});

describe("the shop's details on the invoice", () => {
  it('come from SHOP_NAME, SHOP_ADDRESS and SHOP_EMAIL: the name, the postal address and the e-mail', async () => {
    await t.app.close();
    t = await buildTestApp({
      MAIL_FROM: 'Crankworks <noreply@crankworks.test>',
      SHOP_NAME: 'Crankworks Components',
      SHOP_ADDRESS: '4 Sprocket Yard, Gearton 10115, USA',
      SHOP_EMAIL: 'orders@crankworks.test',
    });
    customer = await signUp(t.app, { name: 'Ada Rider' });
    const orderId = await checkOutTwoParts(customer);
    await markPaid(orderId, 'pi_invoice_shop');
    const text = await pdfText((await invoiceOf(orderId, customer)).rawPayload);
    expect(text).toContain('Crankworks Components');
    expect(text).toContain('4 Sprocket Yard, Gearton 10115, USA');
    expect(text).toContain('orders@crankworks.test');
    expect(text).not.toContain('noreply@crankworks.test');
  });
});

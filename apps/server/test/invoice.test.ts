import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@crankworks/contract';
import { outbox } from '../src/db/schema/index.ts';
import { markPaid as recordPayment } from '../src/features/payment-settlement/index.ts';
import { signUp, type TestUser } from './auth-helper.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { addProduct, orderBody, placeOrderAs } from './order-fixtures.ts';
import { pdfText } from './pdf-text.ts';
import { orderDetail, paidThreeLineOrder, payWithTestCard } from './refund-fixtures.ts';

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

/** Records a payment as the provider's confirmation does: the order is paid and its invoice issued. */
const markPaid = (orderId: string, transactionId: string) =>
  recordPayment(t.database.db, orderId, transactionId, t.app.deps.config);

const year = new Date().getUTCFullYear();
const invoiceNumber = (seq: number) => `CW-${year}-${String(seq).padStart(6, '0')}`;

describe('the PDF invoice', () => {
  it('gives the customer his paid order: the shop, the number, every line, the total and the payment', async () => {
    const orderId = await checkOutTwoParts(customer);
    await markPaid(orderId, 'pi_invoice_test_42');

    const answer = await invoiceOf(orderId, customer);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="crankworks-invoice-${invoiceNumber(1)}.pdf"`,
      'cache-control': 'private, no-store',
    });
    expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(answer.rawPayload);
    for (const expected of [
      'Crankworks',
      messages.tagline,
      'shop@crankworks.test',
      'Invoice',
      `Invoice number: ${invoiceNumber(1)}`,
      'Invoice date:',
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
      'Paid by card on',
      'Payment reference: pi_invoice_test_42',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('not a receipt');
  });

  it('says plainly that an unpaid order is not paid', async () => {
    const part = await addProduct(t.database.db, { name: 'Disc rotor', price: 12.5 });
    const orderId = await placeOrderAs(t.app, customer, orderBody(part.id, { orderQty: 4 }));
    const text = await pdfText((await invoiceOf(orderId, customer)).rawPayload);
    expect(text).toContain('Disc rotor');
    expect(text).toContain('$50.00');
    expect(text).toContain('Pro-forma');
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
    expect(byAdmin.headers['content-disposition']).toContain('crankworks-pro-forma-');
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

/** An order's document refs as GET /api/order/:id answers them. */
const documentsOf = async (orderId: string, who: TestUser) => {
  const { invoice, creditNotes } = await orderDetail(t.app, who, orderId);
  return { invoice, creditNotes };
};

const storeSeller = (admin: TestUser, seller: Record<string, string>) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/seller', headers: admin.headers, payload: seller });

const demoSeller = {
  legalName: 'Crankworks Components Ltd',
  postalAddress: '4 Sprocket Yard\nGearton 10115',
  country: 'DE',
  taxId: 'DE123456789',
  registrationNumber: 'HRB 98765',
  email: 'billing@crankworks.test',
  phone: '+49 30 1234567',
  bankDetails: 'IBAN DE02 1203 0000 0000 2020 51',
};

describe('invoice numbers', () => {
  it('gives paid orders the numbers 1 to n of the year, with no gap, however many pay at once', async () => {
    await t.app.close();
    t = await buildTestApp({ MAIL_FROM: 'Crankworks <shop@crankworks.test>', MAX_UNPAID_ORDERS: '100' });
    customer = await signUp(t.app, { name: 'Ada Rider' });
    const part = await addProduct(t.database.db, {
      name: 'Spoke',
      price: 1,
      minimumQty: 1,
      availableQty: 1000,
    });
    const payments = [];
    for (let index = 0; index < 50; index += 1) {
      const orderId = await placeOrderAs(t.app, customer, orderBody(part.id, { orderQty: 1 }));
      const intent = await t.app.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        headers: customer.headers,
        payload: { orderId },
      });
      const transactionId = await payWithTestCard(t.app, customer)(intent.json());
      payments.push({ orderId, transactionId });
    }

    const answers = await Promise.all(
      payments.map(({ orderId, transactionId }) =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/order/${orderId}`,
          headers: customer.headers,
          payload: { transactionId },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(payments.map(() => 200));

    const numbers = await Promise.all(
      payments.map(async ({ orderId }) => (await documentsOf(orderId, customer)).invoice?.number),
    );
    expect(new Set(numbers).size).toBe(50);
    expect([...numbers].sort()).toEqual(Array.from({ length: 50 }, (_, index) => invoiceNumber(index + 1)));
  });

  it('issues one invoice per order: a repeated confirmation changes nothing', async () => {
    const orderId = await checkOutTwoParts(customer);
    await markPaid(orderId, 'pi_invoice_once');
    await markPaid(orderId, 'pi_invoice_once');
    const second = await checkOutTwoParts(customer);
    await markPaid(second, 'pi_invoice_next');
    expect((await documentsOf(orderId, customer)).invoice?.number).toBe(invoiceNumber(1));
    expect((await documentsOf(second, customer)).invoice?.number).toBe(invoiceNumber(2));
  });

  it('links the invoice from the payment e-mail, whose footer names the seller', async () => {
    const admin = await signUp(t.app, { role: 'admin' });
    expect((await storeSeller(admin, demoSeller)).statusCode).toBe(200);
    const orderId = await checkOutTwoParts(customer);
    await markPaid(orderId, 'pi_invoice_mail');
    const [stored] = await t.database.db.select().from(outbox).where(eq(outbox.kind, 'payment-received'));
    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/admin/outbox/${stored?.id}`,
      headers: admin.headers,
    });
    const mail = shown.json() as { textBody: string; htmlBody: string };
    expect(mail.textBody).toContain(`Invoice: ${invoiceNumber(1)}`);
    expect(mail.textBody).toContain(`/api/order/${orderId}/invoice.pdf`);
    expect(mail.textBody).toContain(
      'Crankworks Components Ltd · 4 Sprocket Yard, Gearton 10115, DE\nTax/VAT number: DE123456789 · Registration number: HRB 98765',
    );
    expect(mail.htmlBody).toContain('Crankworks Components Ltd · 4 Sprocket Yard, Gearton 10115, DE<br>');
  });

  it('never changes once issued: a later edit of the seller or the part leaves it as it was', async () => {
    const admin = await signUp(t.app, { role: 'admin' });
    expect((await storeSeller(admin, demoSeller)).statusCode).toBe(200);
    const orderId = await checkOutTwoParts(customer);
    await markPaid(orderId, 'pi_invoice_kept');
    const before = await pdfText((await invoiceOf(orderId, customer)).rawPayload);
    for (const expected of [
      'Crankworks Components Ltd',
      'Tax/VAT number: DE123456789',
      'HRB 98765',
      'Gearton 10115',
    ])
      expect(before).toContain(expected);

    expect(
      (await storeSeller(admin, { ...demoSeller, legalName: 'Renamed GmbH', taxId: 'DE999' })).statusCode,
    ).toBe(200);
    const [line] = (await orderDetail(t.app, admin, orderId)).lines;
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/product/${line?.productId}`,
      headers: admin.headers,
      payload: { name: 'Renamed crankset', price: 999 },
    });
    expect(edited.statusCode).toBe(200);

    expect(await pdfText((await invoiceOf(orderId, customer)).rawPayload)).toBe(before);
    // A pro-forma is not issued: it shows the seller as he is now.
    const part = await addProduct(t.database.db, { name: 'Disc rotor', price: 12.5 });
    const unpaid = await placeOrderAs(t.app, customer, orderBody(part.id, { orderQty: 4 }));
    const proForma = await pdfText((await invoiceOf(unpaid, customer)).rawPayload);
    expect(proForma).toContain('Renamed GmbH');
    expect(proForma).toContain('IBAN DE02 1203 0000 0000 2020 51');
    expect(proForma).not.toMatch(/invoice/i);
  });
});

describe('credit notes', () => {
  it('issues one with its own number for each refund, referring to the invoice, which stays as it was', async () => {
    const admin = await signUp(t.app, { role: 'admin' });
    const { orderId } = await paidThreeLineOrder(t.app, customer, payWithTestCard(t.app, customer));
    const invoiceBefore = await pdfText((await invoiceOf(orderId, customer)).rawPayload);
    const refund = (payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/order/${orderId}/refunds`, headers: admin.headers, payload });
    expect((await refund({ lines: [{ lineNo: 2, qty: 1 }], restock: false })).statusCode).toBe(201);
    expect((await refund({ amount: 5, reason: 'Scratched cassette' })).statusCode).toBe(201);

    const { invoice, creditNotes } = await documentsOf(orderId, customer);
    expect(invoice?.number).toBe(invoiceNumber(1));
    expect(creditNotes.map(({ number, amount }) => ({ number, amount }))).toEqual([
      { number: `CW-CN-${year}-000001`, amount: 7.5 },
      { number: `CW-CN-${year}-000002`, amount: 5 },
    ]);
    const download = (noteId: string, who?: TestUser) =>
      t.app.inject({
        method: 'GET',
        url: `/api/order/${orderId}/credit-notes/${noteId}.pdf`,
        headers: who?.headers ?? {},
      });
    const first = await download(creditNotes[0]!._id, customer);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-disposition']).toBe(
      `attachment; filename="crankworks-credit-note-CW-CN-${year}-000001.pdf"`,
    );
    const text = await pdfText(first.rawPayload);
    for (const expected of [
      'Credit note',
      `Credit note number: CW-CN-${year}-000001`,
      `Corrects invoice ${invoiceNumber(1)}`,
      'Chain',
      'Credited: $7.50',
    ])
      expect(text).toContain(expected);
    expect(await pdfText((await download(creditNotes[1]!._id, admin)).rawPayload)).toContain(
      'Reason: Scratched cassette',
    );
    expect((await download(creditNotes[0]!._id, await signUp(t.app))).statusCode).toBe(404);
    expect((await download(creditNotes[0]!._id)).statusCode).toBe(401);

    expect(await pdfText((await invoiceOf(orderId, customer)).rawPayload)).toBe(invoiceBefore);
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.kind, 'order-refunded'));
    expect(mails.map((mail) => mail.textBody.includes(`Credit note: CW-CN-${year}-00000`))).toEqual([
      true,
      true,
    ]);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { outbox } from '../src/db/schema/index.ts';
import { markPaid } from '../src/features/payment-settlement/index.ts';
import { signUp } from './auth-helper.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { addProduct, orderBody, placeOrderAs } from './order-fixtures.ts';

let t: TestApp | undefined;
afterEach(() => t?.app.close());

const staffMails = (kind: 'staff-order-paid' | 'staff-contact-message') =>
  t!.database.db.select().from(outbox).where(eq(outbox.kind, kind));

/** A customer's one-part order of three 12.50 pedals, paid as the provider's confirmation records it. */
async function paidOrder() {
  const customer = await signUp(t!.app, { name: 'Ada Rider' });
  const part = await addProduct(t!.database.db, { name: 'Flat pedals', price: 12.5, minimumQty: 1 });
  const orderId = await placeOrderAs(t!.app, customer, orderBody(part.id, { orderQty: 3 }));
  await markPaid(t!.database.db, orderId, `pi_staff_${orderId}`, t!.app.deps.config);
  return { orderId, customer };
}

const writeUs = () =>
  t!.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: {
      firstName: 'Bram',
      lastName: 'Jansen',
      email: 'bram@fietsen.test',
      message: 'Forty cranksets for our shop <b>next month</b>?\n\nWe need a quote.',
    },
  });

describe('the staff’s e-mails', () => {
  it('tell SHOP_NOTIFY_EMAIL of a paid order: who, what, where to, its invoice and a link to it', async () => {
    t = await buildTestApp({
      SHOP_NOTIFY_EMAIL: 'packing@crankworks.test',
      SHOP_EMAIL: 'shop@crankworks.test',
    });
    const { orderId, customer } = await paidOrder();
    const [mail, ...more] = await staffMails('staff-order-paid');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      recipient: 'packing@crankworks.test',
      subject: 'Paid, to ship: Flat pedals ($37.50)',
    });
    expect(mail!.textBody).toContain(`Order: ${orderId}`);
    expect(mail!.textBody).toContain(`Customer: Ada Rider <${customer.email}>`);
    expect(mail!.textBody).toMatch(/Invoice: CW-\d{4}-000001/);
    expect(mail!.textBody).toContain(`/dashboard/manageOrders/${orderId}`);
  });

  it('go to the seller’s e-mail in Settings when SHOP_NOTIFY_EMAIL is unset, and to nobody when neither is known', async () => {
    t = await buildTestApp();
    await paidOrder();
    await writeUs();
    expect(await t.database.db.select().from(outbox).where(eq(outbox.recipient, ''))).toEqual([]);
    expect(await staffMails('staff-order-paid')).toEqual([]);
    expect(await staffMails('staff-contact-message')).toEqual([]);

    const admin = await signUp(t.app, { role: 'admin' });
    const stored = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/seller',
      headers: admin.headers,
      payload: {
        legalName: 'Crankworks Components Ltd',
        postalAddress: '4 Sprocket Yard\nGearton 10115',
        country: 'DE',
        email: 'billing@crankworks.test',
      },
    });
    expect(stored.statusCode).toBe(200);
    await paidOrder();
    await writeUs();
    expect((await staffMails('staff-order-paid')).map((mail) => mail.recipient)).toEqual([
      'billing@crankworks.test',
    ]);
    expect((await staffMails('staff-contact-message')).map((mail) => mail.recipient)).toEqual([
      'billing@crankworks.test',
    ]);
  });

  it('pass a contact message on whole, its text escaped in the HTML, with the address to reply to', async () => {
    t = await buildTestApp({ SHOP_NOTIFY_EMAIL: 'sales@crankworks.test' });
    expect((await writeUs()).statusCode).toBe(201);
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'staff-contact-message'), eq(outbox.recipient, 'sales@crankworks.test')));
    expect(mail?.subject).toBe('Message from Bram Jansen');
    expect(mail?.textBody).toContain('Forty cranksets for our shop <b>next month</b>?\n\nWe need a quote.');
    expect(mail?.textBody).toContain('Reply to: bram@fietsen.test');
    expect(mail?.htmlBody).toContain('&lt;b&gt;next month&lt;/b&gt;');
    expect(mail?.htmlBody).not.toContain('<b>next month</b>');
  });
});

import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { OutboxMail, OutboxPage } from '@crankworks/contract';
import { openDatabase } from '../src/db/client.ts';
import { outbox } from '../src/db/schema/index.ts';
import { createMailer } from '../src/features/mail/mailer.ts';
import { markPaid } from '../src/features/payment-settlement/mark-paid.ts';
import { startMailSender } from '../src/features/mail/mail-sender.ts';
import { queueMail } from '../src/lib/mail/queue-mail.ts';
import { passwordResetMail } from '../src/features/auth/account-mails.ts';
import { loadConfig } from '../src/config.ts';
import { orderLinkKeyOf } from '../src/lib/order-link-token.ts';
import { signUp, type TestUser } from './auth-helper.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { addProduct, orderBody, placeOrderAs } from './order-fixtures.ts';
import { freePort } from './server-process.ts';
import { eventually, startSmtpStandIn, type SmtpStandIn } from './smtp-stand-in.ts';

/** Where this suite's SMTP stand-ins listen: a port nothing listens on when the suite starts. */
const SMTP_PORT = await freePort();
const PUBLIC_URL = 'http://shop.test:8080';

let t: TestApp | undefined;
let smtp: SmtpStandIn | undefined;
afterEach(async () => {
  await t?.app.close();
  await smtp?.close();
  t = smtp = undefined;
});

const mailEnv = {
  PUBLIC_URL,
  SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
  MAIL_FROM: 'Crankworks <shop@crankworks.test>',
  MAIL_POLL_MS: '50',
  MAIL_RETRY_BASE_MS: '100',
};

async function outboxPage(app: TestApp['app'], admin: TestUser) {
  const response = await app.inject({ method: 'GET', url: '/api/admin/outbox', headers: admin.headers });
  expect(response.statusCode).toBe(200);
  return response.json<OutboxPage>();
}

async function orderOf(app: TestApp['app']) {
  const customer = await signUp(app, { name: 'Ada Rider', throughEndpoint: true });
  const admin = await signUp(app, { role: 'admin', throughEndpoint: true });
  const part = await addProduct(app.deps.database.db, { name: 'Carbon crankset' });
  const orderId = await placeOrderAs(app, customer, orderBody(part.id));
  return { customer, admin, orderId };
}

describe('the outbox without a mail server', () => {
  it('keeps the order-placed e-mail, with links on the public address, for admins to read', async () => {
    t = await buildTestApp({ PUBLIC_URL });
    expect(t.app.deps.mailer).toBeNull();
    const { customer, admin, orderId } = await orderOf(t.app);

    const page = await outboxPage(t.app, admin);
    const placed = page.items.find((item) => item.kind === 'order-placed');
    expect(placed).toMatchObject({
      recipient: customer.email,
      subject: 'Your Crankworks order: Carbon crankset',
      state: 'kept',
      sentAt: null,
      attempts: 0,
    });
    // Sign-up wrote the verification e-mails too.
    expect(page.items.filter((item) => item.kind === 'email-verification')).toHaveLength(2);

    const mail = (
      await t.app.inject({ method: 'GET', url: `/api/admin/outbox/${placed!._id}`, headers: admin.headers })
    ).json<OutboxMail>();
    expect(mail.htmlBody).toContain(`href="${PUBLIC_URL}/dashboard/payment/${orderId}"`);
    expect(mail.textBody).toContain(`${PUBLIC_URL}/dashboard/payment/${orderId}`);
    expect(mail.textBody).not.toContain('{{shop}}');
  });

  it('writes one e-mail per step of an order, none for a repeated step or a refused order', async () => {
    t = await buildTestApp();
    const { customer, admin, orderId } = await orderOf(t.app);
    await markPaid(t.database.db, orderId, 'pi_test_mail', t.app.deps.config);
    await markPaid(t.database.db, orderId, 'pi_test_mail', t.app.deps.config);
    for (let i = 0; i < 2; i += 1) {
      const shipped = await t.app.inject({
        method: 'PATCH',
        url: `/api/order/${orderId}/shipped`,
        headers: admin.headers,
      });
      expect(shipped.statusCode).toBe(200);
    }
    const tooMany = await t.app.inject({
      method: 'POST',
      url: '/api/order',
      headers: customer.headers,
      payload: orderBody((await addProduct(t.database.db, { availableQty: 1, minimumQty: 1 })).id, {
        orderQty: 2,
      }),
    });
    expect(tooMany.statusCode).toBe(400);

    const orderMails = (await outboxPage(t.app, admin)).items
      .filter((item) => item.recipient === customer.email && item.kind !== 'email-verification')
      .map((item) => [item.kind, item.subject]);
    expect(orderMails.sort()).toEqual([
      ['order-placed', 'Your Crankworks order: Carbon crankset'],
      ['order-shipped', 'Shipped: Carbon crankset'],
      ['payment-received', 'Payment received: Carbon crankset'],
    ]);
  });

  it('escapes what customers typed in the HTML body', async () => {
    t = await buildTestApp();
    const customer = await signUp(t.app, { name: 'Ada <b>Rider</b>' });
    const admin = await signUp(t.app, { role: 'admin' });
    const part = await addProduct(t.database.db);
    await placeOrderAs(t.app, customer, orderBody(part.id, { address: '<img src=x onerror=alert(1)>' }));
    const [placed] = (await outboxPage(t.app, admin)).items.filter((item) => item.kind === 'order-placed');
    const mail = (
      await t.app.inject({ method: 'GET', url: `/api/admin/outbox/${placed!._id}`, headers: admin.headers })
    ).json<OutboxMail>();
    expect(mail.htmlBody).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.htmlBody).not.toContain('<img');
    expect(mail.htmlBody).toContain('Ada &lt;b&gt;Rider&lt;/b&gt;');
  });

  it('signs with SHOP_NAME, shown and found as it reads, and escaped in the HTML body', async () => {
    t = await buildTestApp({ SHOP_NAME: 'Spokes & Sons' });
    const { admin } = await orderOf(t.app);
    const found = await t.app.inject({
      method: 'GET',
      url: `/api/admin/outbox?search=${encodeURIComponent('Your Spokes & Sons order')}`,
      headers: admin.headers,
    });
    const [placed, ...others] = found.json<OutboxPage>().items;
    expect(others).toEqual([]);
    expect(placed?.subject).toBe('Your Spokes & Sons order: Carbon crankset');

    const mail = (
      await t.app.inject({ method: 'GET', url: `/api/admin/outbox/${placed!._id}`, headers: admin.headers })
    ).json<OutboxMail>();
    expect(mail.textBody.trimEnd().endsWith('\nSpokes & Sons')).toBe(true);
    expect(mail.htmlBody).toContain('<p>Spokes &amp; Sons</p>');
    expect(`${mail.textBody}${mail.htmlBody}`).not.toMatch(/Crankworks|\{\{/);
  });

  it('answers 404 for an unknown e-mail and 400 naming a bad query field', async () => {
    t = await buildTestApp();
    const admin = await signUp(t.app, { role: 'admin' });
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/admin/outbox/00000000-0000-4000-8000-000000000000',
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/outbox?pageSize=0',
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'pageSize' });
  });
});

describe('sending over SMTP', () => {
  it('delivers the order e-mails to the mail server with recipient, subject and absolute link', async () => {
    smtp = await startSmtpStandIn(SMTP_PORT);
    t = await buildTestApp({ ...mailEnv, SHOP_NAME: 'Spokes & Sons' });
    const { customer, admin, orderId } = await orderOf(t.app);

    const received = await eventually(() => {
      const found = smtp!.received.find(
        (mail) => mail.subject === 'Your Spokes & Sons order: Carbon crankset',
      );
      if (!found) throw new Error('not received yet');
      return found;
    });
    expect(received.recipients).toEqual([customer.email]);
    expect(received.body).toContain(`${PUBLIC_URL}/dashboard/payment/${orderId}`);
    expect(received.body).toContain('From: Crankworks <shop@crankworks.test>');

    await eventually(async () => {
      const placed = (await outboxPage(t!.app, admin)).items.find((item) => item.kind === 'order-placed');
      expect(placed).toMatchObject({ state: 'sent', attempts: 1, lastError: null, nextAttemptAt: null });
    });
  });

  it('sends a password-reset link, then keeps no copy of it in the outbox', async () => {
    smtp = await startSmtpStandIn(SMTP_PORT);
    t = await buildTestApp(mailEnv);
    const customer = await signUp(t.app);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: PUBLIC_URL },
      payload: { email: customer.email },
    });
    expect(asked.statusCode).toBe(200);

    const received = await eventually(() => {
      const found = smtp!.received.find((mail) => mail.subject === 'Reset your Crankworks password');
      if (!found) throw new Error('not received yet');
      return found;
    });
    expect(received.recipients).toEqual([customer.email]);
    expect(received.body).toMatch(new RegExp(`${PUBLIC_URL}/reset-password\\?token=\\w+`));

    await eventually(async () => {
      const [row] = await t!.database.db.select().from(outbox).where(eq(outbox.kind, 'password-reset'));
      expect(row?.sentAt).not.toBeNull();
      expect(`${row?.textBody}${row?.htmlBody}`).not.toContain('token=');
    });
  });

  it('places the order while the mail server is down, shows the failure, and sends once it is back', async () => {
    t = await buildTestApp(mailEnv);
    const { admin } = await orderOf(t.app);

    const failed = await eventually(async () => {
      const placed = (await outboxPage(t!.app, admin)).items.find((item) => item.kind === 'order-placed');
      expect(placed?.state).toBe('failed');
      return placed!;
    });
    expect(failed.lastError).toMatch(/ECONNREFUSED/);
    expect(failed.attempts).toBeGreaterThanOrEqual(1);
    expect(failed.nextAttemptAt).not.toBeNull();

    smtp = await startSmtpStandIn(SMTP_PORT);
    await eventually(async () => {
      const placed = (await outboxPage(t!.app, admin)).items.find((item) => item.kind === 'order-placed');
      expect(placed).toMatchObject({ state: 'sent', lastError: null });
      expect(placed!.attempts).toBeGreaterThan(1);
    }, 10_000);
    expect(smtp.received.filter((mail) => mail.subject.startsWith('Your Crankworks order'))).toHaveLength(1);
  });

  it('two senders on separate connections never send one message twice', async () => {
    smtp = await startSmtpStandIn(SMTP_PORT);
    t = await buildTestApp();
    const { db } = t.database;
    const count = 40;
    for (let i = 0; i < count; i += 1)
      await queueMail(db, passwordResetMail({ name: 'Ada', email: `rider-${i}@example.com` }, `token-${i}`));

    // With PostgreSQL the second sender has a connection pool of its own, as a second server would.
    const url = process.env.TEST_DATABASE_URL;
    const second = url ? await openDatabase({ url }) : t.database;
    const config = loadConfig({ NODE_ENV: 'test', ...mailEnv });
    const log = t.app.log;
    const senders = [db, second.db].map((senderDb) =>
      startMailSender({
        db: senderDb,
        mailer: createMailer(config)!,
        log,
        shop: { publicUrl: PUBLIC_URL, name: 'Crankworks', orderLinkKey: orderLinkKeyOf(config) },
        pollMs: 20,
        retryBaseMs: 100,
      }),
    );
    try {
      await eventually(() => expect(smtp!.received).toHaveLength(count), 15_000);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const recipients = smtp.received.flatMap((mail) => mail.recipients).sort();
      expect(new Set(recipients).size).toBe(count);
      expect(recipients).toHaveLength(count);
      const rows = await db.select().from(outbox);
      expect(rows.every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);
    } finally {
      await Promise.all(senders.map((stop) => stop()));
      if (second !== t.database) await second.close();
    }
  });
});

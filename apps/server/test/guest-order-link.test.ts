import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GuestOrder, OrderDetail, OutboxMail, OutboxPage, PaymentIntent } from '@crankworks/contract';
import { order } from '../src/db/schema/index.ts';
import { orderLinkKeyOf, signOrderLink } from '../src/lib/order-link-token.ts';
import { signUp, type TestUser } from './auth-helper.ts';
import { guestBody, placeGuestOrder } from './guest-fixtures.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { addProduct } from './order-fixtures.ts';

const PUBLIC_URL = 'http://shop.test:8080';
const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', postalCode: '10115' };

describe("a guest's order link", () => {
  let t: TestApp;
  let placed: GuestOrder;
  let other: GuestOrder;
  beforeEach(async () => {
    t = await buildTestApp({ PUBLIC_URL });
    const part = await addProduct(t.database.db, { name: 'Chain 11s', price: 20, minimumQty: 1 });
    placed = await placeGuestOrder(t.app, guestBody([{ productId: part.id, qty: 2 }]));
    other = await placeGuestOrder(
      t.app,
      guestBody([{ productId: part.id, qty: 1 }], { email: 'other@example.com' }),
    );
  });
  afterEach(() => t.app.close());

  const key = () => orderLinkKeyOf(t.app.deps.config);
  const show = (token: string) => t.app.inject({ method: 'GET', url: `/api/order-link/${token}` });
  const withLink = (token: string) => ({ 'x-order-link': token });
  const createIntent = (token: string, orderId = placed.insertedId) =>
    t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: withLink(token),
      payload: { orderId },
    });
  const storedOrder = async (id = placed.insertedId) =>
    (await t.database.db.select().from(order).where(eq(order.id, id)))[0]!;

  it('shows the order it names without an account, privately', async () => {
    const response = await show(placed.orderLink);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/no-store/);
    expect(response.json<OrderDetail>()).toMatchObject({
      _id: placed.insertedId,
      status: 'unpaid',
      lines: [expect.objectContaining({ name: 'Chain 11s', qty: 2 })],
    });
    const pdf = await t.app.inject({ method: 'GET', url: `/api/order-link/${placed.orderLink}/invoice.pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('answers 404 in words to a tampered, expired, foreign or malformed token', async () => {
    const [id, expires, signature] = placed.orderLink.split('~') as [string, string, string];
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const expired = signOrderLink(key(), placed.insertedId, Date.now() - 31 * 86_400_000);
    const foreign = signOrderLink({ ...key(), secret: 'another shop' }, placed.insertedId);
    for (const token of [
      `${id}~${expires}~${flipped}`,
      `${other.insertedId}~${expires}~${signature}`,
      expired,
      foreign,
      'nonsense',
    ]) {
      const response = await show(token);
      expect(response.statusCode, token).toBe(404);
      expect(response.json().message).toMatch(/link is not valid/);
    }
  });

  it('pays the order with its token, and no other order with it', async () => {
    expect((await createIntent(placed.orderLink, other.insertedId)).statusCode).toBe(404);
    expect((await createIntent('forged~token~here')).statusCode).toBe(404);
    const intent = await createIntent(placed.orderLink);
    expect(intent.statusCode).toBe(200);
    const { clientSecret } = intent.json<PaymentIntent>();
    const declined = await t.app.inject({
      method: 'POST',
      url: '/api/test-payments/confirm',
      headers: withLink(placed.orderLink),
      payload: { ...card, cardNumber: '4000 0000 0000 0002', clientSecret },
    });
    expect(declined.statusCode).toBe(402);
    const otherLink = signOrderLink(key(), other.insertedId);
    const stolen = await t.app.inject({
      method: 'POST',
      url: '/api/test-payments/confirm',
      headers: withLink(otherLink),
      payload: { ...card, clientSecret },
    });
    expect(stolen.statusCode).toBe(404);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/test-payments/confirm',
      headers: withLink(placed.orderLink),
      payload: { ...card, clientSecret },
    });
    const { transactionId } = confirmed.json<{ transactionId: string }>();
    const paid = await t.app.inject({
      method: 'PATCH',
      url: `/api/order/${placed.insertedId}`,
      headers: withLink(placed.orderLink),
      payload: { transactionId },
    });
    expect(paid.statusCode).toBe(200);
    expect(await storedOrder()).toMatchObject({ status: 'paid', userId: null });
  });

  it('mails the order and the payment to its e-mail with the link, which shows the order', async () => {
    const admin = await signUp(t.app, { role: 'admin' });
    const outbox = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: admin.headers })
      ).json<OutboxPage>().items;
    const mailOf = async (kind: string) => {
      const item = (await outbox()).find(
        (mail) => mail.kind === kind && mail.recipient === 'gwen@example.com',
      );
      expect(item, kind).toBeDefined();
      const url = `/api/admin/outbox/${item!._id}`;
      return (await t.app.inject({ method: 'GET', url, headers: admin.headers })).json<OutboxMail>();
    };
    const linkIn = (mail: OutboxMail) => {
      const [, token] = mail.textBody.match(new RegExp(`${PUBLIC_URL}/order-link/([^\\s]+)`)) ?? [];
      expect(token, mail.textBody).toBeDefined();
      expect(mail.textBody).not.toContain('/dashboard/');
      return token!;
    };
    expect((await show(linkIn(await mailOf('order-placed')))).json()).toMatchObject({
      _id: placed.insertedId,
    });

    const { clientSecret } = (await createIntent(placed.orderLink)).json<PaymentIntent>();
    const headers = withLink(placed.orderLink);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/test-payments/confirm',
      headers,
      payload: { ...card, clientSecret },
    });
    const payload = { transactionId: confirmed.json<{ transactionId: string }>().transactionId };
    await t.app.inject({ method: 'PATCH', url: `/api/order/${placed.insertedId}`, headers, payload });
    const paidLink = linkIn(await mailOf('payment-received'));
    expect((await show(paidLink)).json()).toMatchObject({ status: 'paid' });
  });

  describe('claimed by an account', () => {
    const claim = (who: TestUser | undefined, token = placed.orderLink) =>
      t.app.inject({ method: 'POST', url: `/api/order-link/${token}/claim`, headers: who?.headers });
    const myOrders = async (who: TestUser) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/order?email=${who.email}`, headers: who.headers })
      ).json<{ _id: string }[]>();

    it('goes to a new account of its e-mail, then shows in its orders and is paid signed in', async () => {
      const gwen = await signUp(t.app, { email: 'gwen@example.com' });
      const response = await claim(gwen);
      expect(response.statusCode).toBe(200);
      expect(await storedOrder()).toMatchObject({ userId: gwen.id, holdSlot: null });
      expect((await myOrders(gwen)).map((row) => row._id)).toEqual([placed.insertedId]);
      const intent = await t.app.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        headers: gwen.headers,
        payload: { orderId: placed.insertedId },
      });
      expect(intent.statusCode).toBe(200);
      expect((await claim(gwen)).statusCode).toBe(200);
    });

    it('goes to an existing account of the same e-mail in another case', async () => {
      const existing = await signUp(t.app, { email: 'Other@Example.com' });
      expect((await claim(existing, other.orderLink)).statusCode).toBe(200);
      expect(await storedOrder(other.insertedId)).toMatchObject({ userId: existing.id });
    });

    it('is refused to another e-mail, to a visitor, with a bad token, and once owned', async () => {
      const stranger = await signUp(t.app);
      const refused = await claim(stranger);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toMatch(/another e-mail address/);
      expect((await claim(undefined)).statusCode).toBe(401);
      const gwen = await signUp(t.app, { email: 'gwen@example.com' });
      expect((await claim(gwen, `${placed.orderLink}x`)).statusCode).toBe(404);
      expect(await storedOrder()).toMatchObject({ userId: null });
      expect((await claim(gwen)).statusCode).toBe(200);
      expect((await myOrders(stranger)).length).toBe(0);
    });
  });
});

import type { InjectOptions } from 'fastify';
import type { OrderDetail, PaymentIntent } from '@crankworks/contract';
import type { App } from '../src/app.ts';
import type { TestUser } from './auth-helper.ts';
import { addProduct } from './order-fixtures.ts';

/** How the customer's card pays an intent: the test processor's form, or Stripe's (the stand-in). */
export type PayIntent = (intent: PaymentIntent) => Promise<string>;

export const payWithTestCard =
  (app: App, customer: TestUser): PayIntent =>
  async ({ clientSecret }) => {
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/test-payments/confirm',
      headers: customer.headers,
      payload: {
        clientSecret,
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/40',
        cvc: '123',
        postalCode: '10115',
      },
    });
    return (confirmed.json() as { transactionId: string }).transactionId;
  };

/**
 * A customer's paid three-line order, checked out from his cart and paid with one card payment:
 * 2 × Crankset at $20, 3 × Chain at $7.50, 1 × Cassette at $45 — $107.50. Each part starts with 100.
 */
export async function paidThreeLineOrder(app: App, customer: TestUser, pay: PayIntent) {
  const db = app.deps.database.db;
  const parts = [
    await addProduct(db, { name: 'Crankset', price: 20, minimumQty: 1 }),
    await addProduct(db, { name: 'Chain', price: 7.5, minimumQty: 1 }),
    await addProduct(db, { name: 'Cassette', price: 45, minimumQty: 1 }),
  ];
  const as = (options: InjectOptions) => app.inject({ headers: customer.headers, ...options });
  for (const [part, qty] of [
    [parts[0], 2],
    [parts[1], 3],
    [parts[2], 1],
  ] as const)
    await as({ method: 'PUT', url: `/api/cart/${part?.id}`, payload: { qty } });
  const checkout = await as({
    method: 'POST',
    url: '/api/checkout',
    payload: { address: '12 Spoke Street', phone: '+1 555 0101' },
  });
  const { insertedId: orderId } = checkout.json() as { insertedId: string };
  const intent = await as({ method: 'POST', url: '/api/create-payment-intent', payload: { orderId } });
  const transactionId = await pay(intent.json() as PaymentIntent);
  const paid = await as({ method: 'PATCH', url: `/api/order/${orderId}`, payload: { transactionId } });
  if (paid.statusCode !== 200) throw new Error(`paying failed: ${paid.statusCode} ${paid.body}`);
  return { orderId, parts, transactionId };
}

/** The order as GET /api/order/:id answers it to `who`. */
export async function orderDetail(app: App, who: TestUser, orderId: string): Promise<OrderDetail> {
  const answer = await app.inject({ method: 'GET', url: `/api/order/${orderId}`, headers: who.headers });
  return answer.json() as OrderDetail;
}

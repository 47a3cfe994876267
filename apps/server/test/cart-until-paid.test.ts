import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Cart, PaymentIntent } from '@crankworks/contract';
import { product } from '../src/db/schema/index.ts';
import { signUp, type TestUser } from './auth-helper.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { addProduct, orderBody, placeOrderAs } from './order-fixtures.ts';
import { payWithTestCard } from './refund-fixtures.ts';

let t: TestApp;
let customer: TestUser;
beforeEach(async () => {
  t = await buildTestApp();
  customer = await signUp(t.app, { name: 'Ada Rider' });
});
afterEach(() => t.app.close());

const inject = (options: InjectOptions, who: TestUser = customer) =>
  t.app.inject({ headers: who.headers, ...options });
const put = (productId: string, qty: number, who?: TestUser) =>
  inject({ method: 'PUT', url: `/api/cart/${productId}`, payload: { qty } }, who);
const cartOf = async (who?: TestUser) =>
  (await inject({ method: 'GET', url: '/api/cart' }, who)).json() as Cart;
const checkout = async () => {
  const answer = await inject({
    method: 'POST',
    url: '/api/checkout',
    payload: { address: '12 Spoke Street', phone: '+1 555 0101' },
  });
  return (answer.json() as { insertedId: string }).insertedId;
};
const pay = async (orderId: string) => {
  const intent = await inject({ method: 'POST', url: '/api/create-payment-intent', payload: { orderId } });
  const transactionId = await payWithTestCard(t.app, customer)(intent.json() as PaymentIntent);
  const paid = await inject({ method: 'PATCH', url: `/api/order/${orderId}`, payload: { transactionId } });
  expect(paid.json()).toMatchObject({ status: 'paid' });
};
const names = (cart: Cart) => cart.lines.map((line) => `${line.name} × ${line.qty}`);

describe('a cart kept until its order is paid', () => {
  it('keeps its parts while the order waits, and loses only the parts paid for once it is paid', async () => {
    const chain = await addProduct(t.database.db, { name: 'Chain', price: 25, minimumQty: 1 });
    const crank = await addProduct(t.database.db, { name: 'Crankset', price: 120, minimumQty: 1 });
    const bell = await addProduct(t.database.db, { name: 'Bell', price: 9, minimumQty: 1 });
    await put(chain.id, 2);
    await put(crank.id, 1);
    const orderId = await checkout();

    const waiting = await cartOf();
    expect(names(waiting)).toEqual(['Chain × 2', 'Crankset × 1']);
    expect(waiting.count).toBe(3);
    expect(waiting.awaitingPayment).toEqual([{ orderId, heldUntil: expect.any(String) }]);

    await put(bell.id, 1);
    await pay(orderId);
    expect(await cartOf()).toMatchObject({
      lines: [{ name: 'Bell', qty: 1 }],
      count: 1,
      awaitingPayment: [],
    });
  });

  it('is left alone by a Buy Now order, paid or not', async () => {
    const chain = await addProduct(t.database.db, { name: 'Chain', minimumQty: 1 });
    await put(chain.id, 2);
    const orderId = await placeOrderAs(t.app, customer, orderBody(chain.id, { orderQty: 1 }));
    expect((await cartOf()).awaitingPayment).toEqual([]);
    await pay(orderId);
    expect(names(await cartOf())).toEqual(['Chain × 2']);
  });

  it('keeps its parts, no longer waiting, when the order placed from it is cancelled', async () => {
    const chain = await addProduct(t.database.db, { name: 'Chain', minimumQty: 1 });
    await put(chain.id, 2);
    const orderId = await checkout();
    expect((await inject({ method: 'DELETE', url: `/api/order/${orderId}` })).statusCode).toBe(200);
    expect(await cartOf()).toMatchObject({ lines: [{ name: 'Chain', qty: 2 }], awaitingPayment: [] });
  });
});

describe('what changed since a part went into the cart', () => {
  it('shows a price changed since the customer set the line, until he sets it again', async () => {
    const chain = await addProduct(t.database.db, { name: 'Chain', price: 25, minimumQty: 1 });
    await put(chain.id, 2);
    expect((await cartOf()).lines[0]).toMatchObject({ price: 25, priceWas: null });
    await t.database.db.update(product).set({ priceCents: 2750 }).where(eq(product.id, chain.id));
    expect((await cartOf()).lines[0]).toMatchObject({ price: 27.5, priceWas: 25 });
    await put(chain.id, 3);
    expect((await cartOf()).lines[0]).toMatchObject({ price: 27.5, priceWas: null });
  });

  it('names a part the shop deleted in the carts it was in, until each customer dismisses it', async () => {
    const other = await signUp(t.app, { name: 'Ben Spoke' });
    const admin = await signUp(t.app, { role: 'admin' });
    const chain = await addProduct(t.database.db, { name: 'Chain 11s', minimumQty: 1 });
    const bell = await addProduct(t.database.db, { name: 'Bell', minimumQty: 1 });
    await put(chain.id, 2);
    await put(bell.id, 1);
    await put(bell.id, 1, other);

    const deleted = await inject({ method: 'DELETE', url: `/api/product/${chain.id}` }, admin);
    expect(deleted.statusCode).toBe(200);
    expect(await cartOf()).toMatchObject({ lines: [{ name: 'Bell' }], dropped: ['Chain 11s'] });
    expect((await cartOf(other)).dropped).toEqual([]);

    const dismissed = await inject({ method: 'DELETE', url: '/api/cart/dropped' });
    expect(dismissed.json()).toMatchObject({ lines: [{ name: 'Bell' }], dropped: [] });
    expect((await cartOf()).dropped).toEqual([]);
  });

  it('refuses a visitor the dismissal', async () => {
    const answer = await t.app.inject({ method: 'DELETE', url: '/api/cart/dropped' });
    expect(answer.statusCode).toBe(401);
  });
});

import { and, eq, isNull } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orderMessages, type Cart } from '@crankworks/contract';
import { order, orderLine, outbox } from '../src/db/schema/index.ts';
import { markPaid } from '../src/features/payment-settlement/mark-paid.ts';
import { signUp, type TestUser } from './auth-helper.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { addProduct, orderBody, placeOrderAs, stockOf } from './order-fixtures.ts';

const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const MAX_UNPAID = 3;
const limitReached = { message: orderMessages.tooManyUnpaid(MAX_UNPAID) };

let t: TestApp;
let customer: TestUser;
beforeEach(async () => {
  t = await buildTestApp({ MAX_UNPAID_ORDERS: String(MAX_UNPAID) });
  customer = await signUp(t.app);
});
afterEach(() => t.app.close());

const as = (who: TestUser, options: InjectOptions) => t.app.inject({ headers: who.headers, ...options });
const buyNow = (who: TestUser, productId: string, orderQty = 2) =>
  as(who, { method: 'POST', url: '/api/order', payload: orderBody(productId, { orderQty }) });
const putInCart = (who: TestUser, productId: string, qty: number) =>
  as(who, { method: 'PUT', url: `/api/cart/${productId}`, payload: { qty } });
const checkOut = (who: TestUser) =>
  as(who, { method: 'POST', url: '/api/checkout', payload: { address: '1 Hub Road', phone: '+1 555 0103' } });
const cartOf = async (who: TestUser) => (await as(who, { method: 'GET', url: '/api/cart' })).json<Cart>();
const ordersOf = (who: TestUser) => t.database.db.select().from(order).where(eq(order.userId, who.id));
const placedMails = () => t.database.db.select().from(outbox).where(eq(outbox.kind, 'order-placed'));

describe(`a customer's unpaid orders are bounded by MAX_UNPAID_ORDERS (${database})`, () => {
  it('refuses the next order, Buy Now or checkout, in words that point to My Orders, and takes nothing', async () => {
    const part = await addProduct(t.database.db, { availableQty: 100, minimumQty: 1 });
    const other = await addProduct(t.database.db, { availableQty: 100, minimumQty: 1 });
    await placeOrderAs(t.app, customer, orderBody(part.id, { orderQty: 2 }));
    await putInCart(customer, other.id, 3);
    expect((await checkOut(customer)).statusCode).toBe(201);
    await placeOrderAs(t.app, customer, orderBody(part.id, { orderQty: 2 }));

    const fourth = await buyNow(customer, part.id);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toEqual(limitReached);
    expect(fourth.json<{ message: string }>().message).toContain('My Orders');
    await putInCart(customer, other.id, 5);
    const checkout = await checkOut(customer);
    expect(checkout.statusCode).toBe(409);
    expect(checkout.json()).toEqual(limitReached);

    expect(await ordersOf(customer)).toHaveLength(3);
    expect(await placedMails()).toHaveLength(3);
    expect([await stockOf(t.database.db, part.id), await stockOf(t.database.db, other.id)]).toEqual([96, 97]);
    expect((await cartOf(customer)).lines).toMatchObject([{ productId: other.id, qty: 5 }]);
    // Another customer is not held back by him.
    const stranger = await signUp(t.app);
    expect((await buyNow(stranger, part.id)).statusCode).toBe(201);
  });

  it('frees a hold when an unpaid order is paid, cancelled or expires', async () => {
    const part = await addProduct(t.database.db, { availableQty: 100, minimumQty: 1 });
    const ids: string[] = [];
    for (let n = 0; n < MAX_UNPAID; n += 1)
      ids.push(await placeOrderAs(t.app, customer, orderBody(part.id, { orderQty: 1 })));
    expect((await buyNow(customer, part.id)).statusCode).toBe(409);

    await markPaid(t.database.db, ids[0]!, 'pi_test_frees_a_hold', t.app.deps.config);
    expect((await buyNow(customer, part.id)).statusCode).toBe(201);
    expect((await buyNow(customer, part.id)).statusCode).toBe(409);

    expect((await as(customer, { method: 'DELETE', url: `/api/order/${ids[1]}` })).statusCode).toBe(200);
    expect((await buyNow(customer, part.id)).statusCode).toBe(201);
    expect((await buyNow(customer, part.id)).statusCode).toBe(409);

    const now = new Date();
    await t.database.db.update(order).set({ cancelledAt: now, expiredAt: now }).where(eq(order.id, ids[2]!));
    expect((await buyNow(customer, part.id)).statusCode).toBe(201);
    expect((await buyNow(customer, part.id)).statusCode).toBe(409);
    const open = await t.database.db
      .select({ holdSlot: order.holdSlot })
      .from(order)
      .where(and(eq(order.userId, customer.id), eq(order.paid, false), isNull(order.cancelledAt)));
    expect(open.map((row) => row.holdSlot).sort()).toEqual([1, 2, 3]);
  });

  it('lets exactly the limit through when ten orders of one customer arrive at once', async () => {
    const part = await addProduct(t.database.db, { availableQty: 100, minimumQty: 1 });
    const cartPart = await addProduct(t.database.db, { availableQty: 100, minimumQty: 1 });
    await putInCart(customer, cartPart.id, 4);

    const answers = await Promise.all([
      ...Array.from({ length: 9 }, () => buyNow(customer, part.id, 2)),
      checkOut(customer),
    ]);

    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_UNPAID);
    const refusals = answers.filter((answer) => answer.statusCode !== 201);
    expect(refusals.map((answer) => answer.statusCode)).toEqual(refusals.map(() => 409));
    for (const refusal of refusals)
      expect([limitReached.message, orderMessages.placedMeanwhile]).toContain(
        refusal.json<{ message: string }>().message,
      );
    const placed = await ordersOf(customer);
    expect(placed).toHaveLength(MAX_UNPAID);
    expect(placed.map((row) => row.holdSlot).sort()).toEqual([1, 2, 3]);
    expect(await placedMails()).toHaveLength(MAX_UNPAID);
    // Stock went only to the orders placed.
    const lines = await t.database.db.select().from(orderLine);
    const orderedOf = (productId: string) =>
      lines.filter((line) => line.productId === productId).reduce((sum, line) => sum + line.qty, 0);
    expect((await stockOf(t.database.db, part.id))! + orderedOf(part.id)).toBe(100);
    expect((await stockOf(t.database.db, cartPart.id))! + orderedOf(cartPart.id)).toBe(100);
  });
});

describe(`an order below the smallest card payment is refused when placed (${database})`, () => {
  it('refuses Buy Now under $0.50 by its quantity, and takes $0.50', async () => {
    const washer = await addProduct(t.database.db, { price: 0.1, availableQty: 100, minimumQty: 1 });
    const below = await buyNow(customer, washer.id, 4);
    expect(below.statusCode).toBe(400);
    expect(below.json()).toEqual({ message: orderMessages.totalTooSmall, field: 'orderQty' });
    expect(await ordersOf(customer)).toHaveLength(0);
    expect(await stockOf(t.database.db, washer.id)).toBe(100);

    expect((await buyNow(customer, washer.id, 5)).statusCode).toBe(201);
    expect(await stockOf(t.database.db, washer.id)).toBe(95);
  });

  it('refuses a cart under $0.50 by the cart, and keeps the cart', async () => {
    const washer = await addProduct(t.database.db, { price: 0.1, availableQty: 100, minimumQty: 1 });
    const nut = await addProduct(t.database.db, { price: 0.05, availableQty: 100, minimumQty: 1 });
    await putInCart(customer, washer.id, 2);
    await putInCart(customer, nut.id, 5);
    const below = await checkOut(customer);
    expect(below.statusCode).toBe(400);
    expect(below.json()).toEqual({ message: orderMessages.totalTooSmall, field: 'cart' });
    expect(await ordersOf(customer)).toHaveLength(0);
    expect((await cartOf(customer)).lines).toHaveLength(2);

    await putInCart(customer, nut.id, 6);
    expect((await checkOut(customer)).statusCode).toBe(201);
    expect([await stockOf(t.database.db, washer.id), await stockOf(t.database.db, nut.id)]).toEqual([98, 94]);
  });
});

describe(`Buy Now and checkout are one statement (${database})`, () => {
  it('places Buy Now as a one-line order and leaves the cart as it is', async () => {
    const part = await addProduct(t.database.db, { price: 12.5, availableQty: 20, minimumQty: 2 });
    await putInCart(customer, part.id, 3);
    const id = await placeOrderAs(t.app, customer, orderBody(part.id, { orderQty: 4 }));

    expect((await cartOf(customer)).lines).toMatchObject([{ productId: part.id, qty: 3 }]);
    const [row] = await t.database.db.select().from(order).where(eq(order.id, id));
    expect(row).toMatchObject({ lineCount: 1, priceCents: 1250, orderQty: 4, totalCents: 5000 });
    // One of the customer's holds, picked at random first (decision 028).
    expect([1, 2, 3]).toContain(row?.holdSlot);
    expect(await t.database.db.select().from(orderLine).where(eq(orderLine.orderId, id))).toMatchObject([
      { lineNo: 1, productId: part.id, priceCents: 1250, qty: 4 },
    ]);
    expect(await stockOf(t.database.db, part.id)).toBe(16);

    // The cart's checkout then takes its own line, through the same statement; the cart keeps it
    // until that order is paid.
    const checkedOut = await checkOut(customer);
    expect(checkedOut.statusCode).toBe(201);
    expect(await stockOf(t.database.db, part.id)).toBe(13);
    expect(await cartOf(customer)).toMatchObject({
      lines: [{ productId: part.id, qty: 3 }],
      awaitingPayment: [{ orderId: (checkedOut.json() as { insertedId: string }).insertedId }],
    });
  });
});

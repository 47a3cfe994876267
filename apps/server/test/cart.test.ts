import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_CART_LINES, type Cart, type OrderDetail } from '@crankworks/contract';
import { cartLine, order, orderLine, outbox, product } from '../src/db/schema/index.ts';
import { signUp, type TestUser } from './auth-helper.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { addProduct, stockOf } from './order-fixtures.ts';
import {
  readCartLinesStatement,
  toPricedLine,
  type PricedLine,
} from '../src/features/orders/order-statement.ts';
import { placeLinesOnce } from '../src/features/orders/place-lines.ts';
import { chargesOf } from '../src/features/orders/order-shipment.ts';
import { HttpError } from '../src/lib/errors.ts';

let t: TestApp;
let customer: TestUser;
beforeEach(async () => {
  t = await buildTestApp();
  customer = await signUp(t.app, { name: 'Ada Rider' });
});
afterEach(() => t.app.close());

const inject = (options: InjectOptions) => t.app.inject({ headers: customer.headers, ...options });
const put = (productId: string, qty: unknown) =>
  inject({ method: 'PUT', url: `/api/cart/${productId}`, payload: { qty } });
const checkout = () =>
  inject({
    method: 'POST',
    url: '/api/checkout',
    payload: { address: '12 Spoke Street', phone: '+1 555 0101' },
  });
const cartOf = async () => (await inject({ method: 'GET', url: '/api/cart' })).json() as Cart;

describe('the cart', () => {
  it('holds parts with today’s prices, totals and a piece count, in the order they were added', async () => {
    const crank = await addProduct(t.database.db, { name: 'Crankset', price: 120, minimumQty: 1 });
    const chain = await addProduct(t.database.db, { name: 'Chain', price: 25.5, minimumQty: 2 });
    expect((await put(crank.id, 1)).statusCode).toBe(200);
    const answer = await put(chain.id, 3);
    expect(answer.json()).toMatchObject({
      lines: [
        { productId: crank.id, name: 'Crankset', price: 120, qty: 1, lineTotal: 120 },
        { productId: chain.id, name: 'Chain', price: 25.5, qty: 3, lineTotal: 76.5 },
      ],
      count: 4,
      total: 196.5,
    });
    expect((await put(chain.id, 2)).json()).toMatchObject({ count: 3, total: 171 });
    const removed = await inject({ method: 'DELETE', url: `/api/cart/${crank.id}` });
    expect(removed.json()).toMatchObject({ lines: [{ name: 'Chain' }], count: 2 });
  });

  it('refuses a quantity by the purchase form’s rules and changes nothing', async () => {
    const part = await addProduct(t.database.db, { availableQty: 10, minimumQty: 3 });
    expect((await put(part.id, 2)).json()).toEqual({ message: 'Order More than 2', field: 'qty' });
    expect((await put(part.id, 11)).json()).toEqual({ message: 'Order Less than 11', field: 'qty' });
    expect((await put(part.id, 'two')).statusCode).toBe(400);
    const soldOut = await addProduct(t.database.db, { availableQty: 0, minimumQty: 1 });
    expect((await put(soldOut.id, 1)).json()).toEqual({ message: 'This part is sold out', field: 'qty' });
    expect((await put('00000000-0000-4000-8000-000000000000', 1)).statusCode).toBe(404);
    expect(await cartOf()).toEqual({ lines: [], count: 0, total: 0, dropped: [], awaitingPayment: [] });
    expect((await inject({ method: 'DELETE', url: `/api/cart/${part.id}` })).statusCode).toBe(404);
  });

  it(`holds at most ${MAX_CART_LINES} parts`, async () => {
    for (let index = 0; index < MAX_CART_LINES; index += 1) {
      const part = await addProduct(t.database.db, { name: `Part ${index}`, minimumQty: 1 });
      await t.database.db.insert(cartLine).values({ userId: customer.id, productId: part.id, qty: 1 });
    }
    const one = await addProduct(t.database.db, { minimumQty: 1 });
    const answer = await put(one.id, 1);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ field: 'cart' });
    expect((await cartOf()).lines).toHaveLength(MAX_CART_LINES);
  });

  it('is for signed-in customers only, each his own', async () => {
    const part = await addProduct(t.database.db, { minimumQty: 1 });
    await put(part.id, 1);
    expect((await t.app.inject({ method: 'GET', url: '/api/cart' })).statusCode).toBe(401);
    const other = await signUp(t.app);
    const theirs = await t.app.inject({ method: 'GET', url: '/api/cart', headers: other.headers });
    expect(theirs.json()).toEqual({ lines: [], count: 0, total: 0, dropped: [], awaitingPayment: [] });
  });

  it('merges a visitor’s cart: the larger quantity wins, fitted to the part, and twice is once', async () => {
    const kept = await addProduct(t.database.db, { name: 'Kept', availableQty: 50, minimumQty: 2 });
    const capped = await addProduct(t.database.db, { name: 'Capped', availableQty: 5, minimumQty: 1 });
    const soldOut = await addProduct(t.database.db, { name: 'Gone', availableQty: 0, minimumQty: 1 });
    await put(kept.id, 4);
    const lines = [
      { productId: kept.id, qty: 3 },
      { productId: capped.id, qty: 9 },
      { productId: soldOut.id, qty: 1 },
      { productId: '00000000-0000-4000-8000-000000000000', qty: 1 },
    ];
    const merge = () => inject({ method: 'POST', url: '/api/cart/merge', payload: { lines } });
    expect((await merge()).json()).toMatchObject({
      lines: [
        { name: 'Kept', qty: 4 },
        { name: 'Capped', qty: 5 },
      ],
    });
    expect((await merge()).json()).toMatchObject({ count: 9 });
    const inOrder = await addProduct(t.database.db, { name: 'Added last', minimumQty: 1 });
    const merged = await inject({
      method: 'POST',
      url: '/api/cart/merge',
      payload: { lines: [{ productId: inOrder.id, qty: 1 }, ...lines] },
    });
    expect((merged.json() as Cart).lines.map((line) => line.name)).toEqual(['Kept', 'Capped', 'Added last']);
    const tooMany = Array.from({ length: MAX_CART_LINES + 1 }, () => ({ productId: kept.id, qty: 1 }));
    const refused = await inject({ method: 'POST', url: '/api/cart/merge', payload: { lines: tooMany } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'lines' });
  });
});

describe('POST /api/checkout', () => {
  it('turns the cart into one unpaid order: every line, the stock of each, one e-mail; the cart waits for its payment', async () => {
    const crank = await addProduct(t.database.db, {
      name: 'Crankset',
      price: 120,
      availableQty: 10,
      minimumQty: 1,
    });
    const chain = await addProduct(t.database.db, {
      name: 'Chain',
      price: 25.5,
      availableQty: 10,
      minimumQty: 2,
    });
    const cassette = await addProduct(t.database.db, {
      name: 'Cassette',
      price: 60,
      availableQty: 10,
      minimumQty: 1,
    });
    await put(crank.id, 1);
    await put(chain.id, 2);
    await put(cassette.id, 2);

    const answer = await checkout();
    expect(answer.statusCode).toBe(201);
    const { insertedId } = answer.json() as { insertedId: string };
    const placed = (await inject({ method: 'GET', url: `/api/order/${insertedId}` })).json() as OrderDetail;
    expect(placed).toMatchObject({
      name: 'Crankset',
      lineCount: 3,
      total: 291,
      status: 'unpaid',
      lines: [
        { productId: crank.id, name: 'Crankset', price: 120, qty: 1, lineTotal: 120 },
        { productId: chain.id, name: 'Chain', price: 25.5, qty: 2, lineTotal: 51 },
        { productId: cassette.id, name: 'Cassette', price: 60, qty: 2, lineTotal: 120 },
      ],
    });
    expect([await stockOf(t.database.db, crank.id), await stockOf(t.database.db, chain.id)]).toEqual([9, 8]);
    expect(await stockOf(t.database.db, cassette.id)).toBe(8);
    // The cart keeps its parts until the order is paid, and says which order waits for payment.
    expect(await cartOf()).toMatchObject({ count: 5, awaitingPayment: [{ orderId: insertedId }] });
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.kind, 'order-placed'));
    // Stored with the shop's name to fill in when sent or shown (lib/mail/shop-links.ts).
    expect(mail?.subject).toBe('Your {{shopName}} order: Crankset and 2 more');
    expect(mail?.textBody).toContain('Chain');
    expect(mail?.textBody).toContain('$291.00');
    const admin = await signUp(t.app, { role: 'admin' });
    const csv = await t.app.inject({ method: 'GET', url: '/api/admin/orders.csv', headers: admin.headers });
    // A record per line, each with the order's total and state.
    for (const line of [
      '1,"Crankset",1,120,120,0,0,291,0,"unpaid"',
      '2,"Chain",2,25.5,51,0,0,291,0,"unpaid"',
      '3,"Cassette",2,60,120,0,0,291,0,"unpaid"',
    ])
      expect(csv.body).toContain(line);
  });

  it('takes all lines or none: a line that no longer fits names its part and its limit', async () => {
    const plenty = await addProduct(t.database.db, { name: 'Chain', availableQty: 10, minimumQty: 1 });
    const scarce = await addProduct(t.database.db, { name: 'Crankset', availableQty: 3, minimumQty: 1 });
    await put(plenty.id, 4);
    await put(scarce.id, 3);
    await t.database.db.update(product).set({ availableQty: 2 }).where(eq(product.id, scarce.id));

    const answer = await checkout();
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({ message: 'Crankset: Order Less than 3', field: 'cart' });
    expect(await stockOf(t.database.db, plenty.id)).toBe(10);
    expect(await t.database.db.select().from(order)).toHaveLength(0);
    expect((await cartOf()).lines).toHaveLength(2);
  });

  it('places nothing from a cart that changed after checkout read it, and answers the cart as it is', async () => {
    const db = t.database.db;
    const chain = await addProduct(db, { name: 'Chain', price: 25, availableQty: 10, minimumQty: 1 });
    const crank = await addProduct(db, { name: 'Crankset', price: 120, availableQty: 10, minimumQty: 1 });
    await put(chain.id, 2);
    await put(crank.id, 1);
    const shipTo = { address: '12 Spoke Street', phone: '+1 555 0101' };
    const checkOutLines = (lines: PricedLine[]) => {
      const charges = chargesOf(undefined, lines);
      if (charges instanceof HttpError) throw charges;
      return placeLinesOnce(
        t.database.runPrepared,
        { customer, shipTo, fromCart: true, maxUnpaid: 3, holdMinutes: 30 },
        lines,
        charges,
      );
    };
    const read = (await t.database.runPrepared(readCartLinesStatement, { userId: customer.id })).map(
      toPricedLine,
    );
    expect(read.map((line) => [line.name, line.qty, line.unitCents])).toEqual([
      ['Chain', 2, 2500],
      ['Crankset', 1, 12000],
    ]);
    const nothingTaken = async () => {
      expect([await stockOf(db, chain.id), await stockOf(db, crank.id)]).toEqual([10, 10]);
      expect(await db.select().from(order)).toHaveLength(0);
      expect(await db.select().from(outbox).where(eq(outbox.kind, 'order-placed'))).toHaveLength(0);
      expect((await cartOf()).lines).toHaveLength(2);
    };

    // Renamed, then a line's quantity changed, then stock gone, each after the cart was read.
    await db.update(product).set({ name: 'Chain 12s' }).where(eq(product.id, chain.id));
    const renamed = await checkOutLines(read);
    expect(renamed).toMatchObject({ placed: null, lines: [{ name: 'Chain 12s' }, { name: 'Crankset' }] });
    await nothingTaken();
    await put(crank.id, 3);
    const requantified = await checkOutLines([{ ...read[0]!, name: 'Chain 12s' }, read[1]!]);
    expect(requantified).toMatchObject({ placed: null, lines: [{ qty: 2 }, { qty: 3, unitCents: 12000 }] });
    await nothingTaken();
    const fresh = (requantified as { lines: PricedLine[] }).lines;
    await db.update(product).set({ availableQty: 2 }).where(eq(product.id, crank.id));
    expect(await checkOutLines(fresh)).toMatchObject({
      placed: null,
      lines: [{ name: 'Chain 12s' }, { name: 'Crankset', qty: 3, availableQty: 2 }],
    });
    await db.update(product).set({ availableQty: 10 }).where(eq(product.id, crank.id));
    await nothingTaken();

    const placed = await checkOutLines(fresh);
    expect(placed.placed).toMatchObject({ productName: 'Chain 12s', totalCents: 2 * 2500 + 3 * 12000 });
    expect([await stockOf(db, chain.id), await stockOf(db, crank.id)]).toEqual([8, 7]);
    expect(await cartOf()).toMatchObject({ count: 5, awaitingPayment: [{ orderId: placed.placed?.id }] });
  });

  it('refuses an empty cart, and a missing address or phone by name', async () => {
    expect((await checkout()).json()).toEqual({ message: 'Your cart is empty', field: 'cart' });
    const part = await addProduct(t.database.db, { minimumQty: 1 });
    await put(part.id, 1);
    const noPhone = await inject({ method: 'POST', url: '/api/checkout', payload: { address: 'Here' } });
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json()).toMatchObject({ field: 'phone' });
  });

  it('a cancelled cart order gives every line’s stock back', async () => {
    const a = await addProduct(t.database.db, { availableQty: 10, minimumQty: 1 });
    const b = await addProduct(t.database.db, { availableQty: 10, minimumQty: 1 });
    await put(a.id, 3);
    await put(b.id, 4);
    const { insertedId } = (await checkout()).json() as { insertedId: string };
    expect((await inject({ method: 'DELETE', url: `/api/order/${insertedId}` })).statusCode).toBe(200);
    expect([await stockOf(t.database.db, a.id), await stockOf(t.database.db, b.id)]).toEqual([10, 10]);
    expect(
      await t.database.db.select().from(orderLine).where(eq(orderLine.orderId, insertedId)),
    ).toHaveLength(2);
  });

  it('concurrent checkouts of carts sharing parts never oversell', async () => {
    const shared = await addProduct(t.database.db, { name: 'Shared', availableQty: 5, minimumQty: 1 });
    const other = await addProduct(t.database.db, { name: 'Other', availableQty: 100, minimumQty: 1 });
    const buyers = await Promise.all(Array.from({ length: 8 }, () => signUp(t.app)));
    for (const buyer of buyers) {
      for (const [part, qty] of [
        [other, 2],
        [shared, 1],
      ] as const)
        await t.app.inject({
          method: 'PUT',
          url: `/api/cart/${part.id}`,
          headers: buyer.headers,
          payload: { qty },
        });
    }
    const answers = await Promise.all(
      buyers.map((buyer) =>
        t.app.inject({
          method: 'POST',
          url: '/api/checkout',
          headers: buyer.headers,
          payload: { address: 'Here', phone: '+1 555 0101' },
        }),
      ),
    );
    const placed = answers.filter((answer) => answer.statusCode === 201).length;
    expect(placed).toBe(5);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(3);
    expect(await stockOf(t.database.db, shared.id)).toBe(0);
    expect(await stockOf(t.database.db, other.id)).toBe(100 - 2 * placed);
  });

  it('is paid with one card payment of the whole total', async () => {
    const a = await addProduct(t.database.db, { price: 20, minimumQty: 1 });
    const b = await addProduct(t.database.db, { price: 7.5, minimumQty: 2 });
    await put(a.id, 1);
    await put(b.id, 2);
    const { insertedId: orderId } = (await checkout()).json() as { insertedId: string };
    const intent = await inject({ method: 'POST', url: '/api/create-payment-intent', payload: { orderId } });
    expect(intent.json()).toMatchObject({ amountCents: 3500 });
    const { clientSecret } = intent.json() as { clientSecret: string };
    const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', postalCode: '10115' };
    const confirmed = await inject({
      method: 'POST',
      url: '/api/test-payments/confirm',
      payload: { ...card, clientSecret },
    });
    const { transactionId } = confirmed.json() as { transactionId: string };
    const paid = await inject({ method: 'PATCH', url: `/api/order/${orderId}`, payload: { transactionId } });
    expect(paid.json()).toMatchObject({ status: 'paid', total: 35, lineCount: 2 });
  });
});

describe('an order the release before order lines placed during a rolling restart', () => {
  it('reads as a one-line order, its total price × quantity', async () => {
    const part = await addProduct(t.database.db, { name: 'Hub', price: 40 });
    const [row] = await t.database.db
      .insert(order)
      .values({
        productId: part.id,
        productName: 'Hub',
        productDescription: 'Old',
        priceCents: 4000,
        orderQty: 3,
        userId: customer.id,
        userName: 'Ada Rider',
        userEmail: customer.email,
        address: 'Here',
        phone: '+1 555 0101',
      })
      .returning({ id: order.id });
    const read = (await inject({ method: 'GET', url: `/api/order/${row?.id}` })).json() as OrderDetail;
    expect(read).toMatchObject({
      total: 120,
      lineCount: 1,
      lines: [{ productId: part.id, name: 'Hub', price: 40, qty: 3, lineTotal: 120 }],
    });
  });
});

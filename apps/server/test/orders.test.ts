import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orderMessages, type Order, type OrderTablePage } from '@crankworks/contract';
import { order, product } from '../src/db/schema/index.ts';
import { deleteUnpaidOrdersOfUser } from '../src/features/payment-settlement/withdraw-order.ts';
import { markPaid } from '../src/features/payment-settlement/mark-paid.ts';
import { signUp } from './auth-helper.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { addProduct, orderBody, placeOrderAs, stockOf } from './order-fixtures.ts';
import { bothWays, expectedOrder } from './sort-helper.ts';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(() => t.app.close());

const inject = (options: InjectOptions) => t.app.inject(options);
const countOrders = async () => (await t.database.db.select().from(order)).length;

describe('POST /api/order', () => {
  it('places an unpaid order with the product data copied from the database and takes the stock', async () => {
    const customer = await signUp(t.app, { name: 'Ada Rider' });
    const part = await addProduct(t.database.db, { price: 12.5, availableQty: 100, minimumQty: 2 });

    const response = await inject({
      method: 'POST',
      url: '/api/order',
      headers: customer.headers,
      payload: orderBody(part.id, { orderQty: 4 }),
    });

    expect(response.statusCode).toBe(201);
    const { insertedId } = response.json() as { insertedId: string };
    const placed = (
      await inject({ method: 'GET', url: `/api/order/${insertedId}`, headers: customer.headers })
    ).json() as Order;
    expect(placed).toMatchObject({
      _id: insertedId,
      productId: part.id,
      name: part.name,
      description: part.shortDescription,
      price: 12.5,
      orderQty: 4,
      total: 50,
      userName: 'Ada Rider',
      userEmail: customer.email,
      address: '12 Spoke Street, Gearton',
      phone: '+1 555 0101',
      paid: false,
      shipped: false,
      status: 'unpaid',
      transactionId: null,
      paidAt: null,
    });
    expect(await stockOf(t.database.db, part.id)).toBe(96);
  });

  it('ignores a price, name, user e-mail or paid flag sent by the client', async () => {
    const customer = await signUp(t.app);
    const part = await addProduct(t.database.db, { price: 30 });
    const response = await inject({
      method: 'POST',
      url: '/api/order',
      headers: customer.headers,
      payload: {
        ...orderBody(part.id, { orderQty: 2 }),
        price: 0.01,
        name: 'Free crankset',
        description: 'forged',
        userEmail: 'someone.else@example.com',
        userName: 'Someone Else',
        paid: true,
        transactionId: 'pi_test_forged',
      },
    });
    expect(response.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(order);
    expect(row).toMatchObject({
      productName: part.name,
      productDescription: part.shortDescription,
      priceCents: 3000,
      userEmail: customer.email,
      userName: customer.name,
      userId: customer.id,
      paid: false,
      transactionId: null,
    });
  });

  it.each([
    ['productId', { productId: undefined }],
    ['productId', { productId: 'not-a-uuid' }],
    ['orderQty', { orderQty: undefined }],
    ['orderQty', { orderQty: 2.5 }],
    ['orderQty', { orderQty: 0 }],
    ['orderQty', { orderQty: '4' }],
    ['address', { address: undefined }],
    ['address', { address: '   ' }],
    ['phone', { phone: undefined }],
    ['phone', { phone: 'call me' }],
  ])('refuses a bad %s with a 400 naming it and changes nothing (%o)', async (field, override) => {
    const customer = await signUp(t.app);
    const part = await addProduct(t.database.db, { availableQty: 100 });
    const response = await inject({
      method: 'POST',
      url: '/api/order',
      headers: customer.headers,
      payload: { ...orderBody(part.id), ...override },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field });
    expect(await countOrders()).toBe(0);
    expect(await stockOf(t.database.db, part.id)).toBe(100);
  });

  it('refuses a quantity below the minimum or above the stock with the order form messages', async () => {
    const customer = await signUp(t.app);
    const part = await addProduct(t.database.db, { availableQty: 10, minimumQty: 5 });

    const below = await inject({
      method: 'POST',
      url: '/api/order',
      headers: customer.headers,
      payload: orderBody(part.id, { orderQty: 4 }),
    });
    expect(below.statusCode).toBe(400);
    expect(below.json()).toEqual({ message: 'Order More than 4', field: 'orderQty' });

    const above = await inject({
      method: 'POST',
      url: '/api/order',
      headers: customer.headers,
      payload: orderBody(part.id, { orderQty: 11 }),
    });
    expect(above.statusCode).toBe(400);
    expect(above.json()).toEqual({ message: 'Order Less than 11', field: 'orderQty' });

    expect(await countOrders()).toBe(0);
    expect(await stockOf(t.database.db, part.id)).toBe(10);
    const all = await inject({
      method: 'POST',
      url: '/api/order',
      headers: customer.headers,
      payload: orderBody(part.id, { orderQty: 10 }),
    });
    expect(all.statusCode).toBe(201);
    expect(await stockOf(t.database.db, part.id)).toBe(0);

    // Not "Order Less than 1": nothing can be ordered.
    const soldOut = await inject({
      method: 'POST',
      url: '/api/order',
      headers: customer.headers,
      payload: orderBody(part.id, { orderQty: 5 }),
    });
    expect(soldOut.json()).toEqual({ message: 'This part is sold out', field: 'orderQty' });
  });

  it('answers 404 for an unknown product and 401 to a visitor', async () => {
    const customer = await signUp(t.app);
    const unknown = await inject({
      method: 'POST',
      url: '/api/order',
      headers: customer.headers,
      payload: orderBody('00000000-0000-4000-8000-000000000000'),
    });
    expect(unknown.statusCode).toBe(404);

    const part = await addProduct(t.database.db);
    const visitor = await inject({ method: 'POST', url: '/api/order', payload: orderBody(part.id) });
    expect(visitor.statusCode).toBe(401);
    expect(await countOrders()).toBe(0);
  });
});

describe('cancelling and deleting orders', () => {
  it('lets a customer cancel his unpaid order: stock comes back, the order stays on record as cancelled', async () => {
    const [customer, admin] = [await signUp(t.app), await signUp(t.app, { role: 'admin' })];
    const part = await addProduct(t.database.db, { availableQty: 20 });
    const id = await placeOrderAs(t.app, customer, orderBody(part.id, { orderQty: 5 }));
    expect(await stockOf(t.database.db, part.id)).toBe(15);

    const response = await inject({ method: 'DELETE', url: `/api/order/${id}`, headers: customer.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deletedCount: 1 });
    expect(await stockOf(t.database.db, part.id)).toBe(20);

    // Its own link still opens it, dated; My Orders no longer lists it.
    const kept = await inject({ method: 'GET', url: `/api/order/${id}`, headers: customer.headers });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ _id: id, status: 'cancelled', paid: false });
    expect(Date.parse((kept.json() as Order).cancelledAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const mine = await inject({
      method: 'GET',
      url: `/api/order?email=${encodeURIComponent(customer.email)}`,
      headers: customer.headers,
    });
    expect(mine.json()).toEqual([]);
    const table = await inject({ method: 'GET', url: '/api/orders', headers: admin.headers });
    expect((table.json() as OrderTablePage).items).toMatchObject([{ _id: id, status: 'cancelled' }]);

    // A second cancel changes nothing, and the order can no longer be paid.
    const again = await inject({ method: 'DELETE', url: `/api/order/${id}`, headers: customer.headers });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: orderMessages.alreadyCancelled });
    const pay = await inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: customer.headers,
      payload: { orderId: id },
    });
    expect(pay.statusCode).toBe(409);
    expect(pay.json()).toMatchObject({ message: orderMessages.cancelled });
    await expect(markPaid(t.database.db, id, 'pi_after_cancel', t.app.deps.config)).rejects.toThrow(
      orderMessages.cancelled,
    );
    expect(await stockOf(t.database.db, part.id)).toBe(20);
  });

  it('lets an admin delete a cancelled order without returning its stock a second time', async () => {
    const [customer, admin] = [await signUp(t.app), await signUp(t.app, { role: 'admin' })];
    const part = await addProduct(t.database.db, { availableQty: 20 });
    const id = await placeOrderAs(t.app, customer, orderBody(part.id, { orderQty: 5 }));
    await inject({ method: 'DELETE', url: `/api/order/${id}`, headers: customer.headers });

    const deleted = await inject({ method: 'DELETE', url: `/api/order/${id}`, headers: admin.headers });
    expect(deleted.statusCode).toBe(200);
    expect(await countOrders()).toBe(0);
    expect(await stockOf(t.database.db, part.id)).toBe(20);
  });

  it("lets an admin delete anyone's unpaid order but not another customer", async () => {
    const [owner, other, admin] = [
      await signUp(t.app),
      await signUp(t.app),
      await signUp(t.app, { role: 'admin' }),
    ];
    const part = await addProduct(t.database.db, { availableQty: 20 });
    const id = await placeOrderAs(t.app, owner, orderBody(part.id, { orderQty: 3 }));

    expect(
      (await inject({ method: 'DELETE', url: `/api/order/${id}`, headers: other.headers })).statusCode,
    ).toBe(403);
    expect((await inject({ method: 'DELETE', url: `/api/order/${id}` })).statusCode).toBe(401);
    expect(await stockOf(t.database.db, part.id)).toBe(17);

    expect(
      (await inject({ method: 'DELETE', url: `/api/order/${id}`, headers: admin.headers })).statusCode,
    ).toBe(200);
    expect(await stockOf(t.database.db, part.id)).toBe(20);
  });

  it('refuses to delete a paid order, for the customer and for an admin', async () => {
    const [customer, admin] = [await signUp(t.app), await signUp(t.app, { role: 'admin' })];
    const part = await addProduct(t.database.db, { availableQty: 20 });
    const id = await placeOrderAs(t.app, customer, orderBody(part.id, { orderQty: 3 }));
    await markPaid(t.database.db, id, 'pi_test_paid', t.app.deps.config);

    for (const who of [customer, admin]) {
      const response = await inject({ method: 'DELETE', url: `/api/order/${id}`, headers: who.headers });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ message: 'A paid order cannot be deleted' });
    }
    expect(await countOrders()).toBe(1);
    expect(await stockOf(t.database.db, part.id)).toBe(17);
  });

  it('keeps the copied product data when the product is deleted, and cancelling then returns no stock', async () => {
    const customer = await signUp(t.app);
    const part = await addProduct(t.database.db, { name: 'Old pedal', price: 8 });
    const id = await placeOrderAs(t.app, customer, orderBody(part.id, { orderQty: 2 }));
    await t.database.db.delete(product).where(eq(product.id, part.id));

    const kept = (
      await inject({ method: 'GET', url: `/api/order/${id}`, headers: customer.headers })
    ).json() as Order;
    expect(kept).toMatchObject({ productId: null, name: 'Old pedal', price: 8, total: 16 });
    expect(
      (await inject({ method: 'DELETE', url: `/api/order/${id}`, headers: customer.headers })).statusCode,
    ).toBe(200);
  });

  it("deletes a user's unpaid orders for an account deletion, returning stock and keeping paid ones", async () => {
    const customer = await signUp(t.app);
    const part = await addProduct(t.database.db, { availableQty: 30 });
    const paidId = await placeOrderAs(t.app, customer, orderBody(part.id, { orderQty: 2 }));
    await placeOrderAs(t.app, customer, orderBody(part.id, { orderQty: 3 }));
    await placeOrderAs(t.app, customer, orderBody(part.id, { orderQty: 4 }));
    await markPaid(t.database.db, paidId, 'pi_test_kept', t.app.deps.config);
    // A cancelled order gave its stock back already: deleting it must not give it twice.
    const cancelled = await placeOrderAs(t.app, customer, orderBody(part.id, { orderQty: 6 }));
    await inject({ method: 'DELETE', url: `/api/order/${cancelled}`, headers: customer.headers });

    const context = {
      db: t.database.db,
      provider: t.app.deps.payments,
      holdMinutes: 30,
      seller: t.app.deps.config,
    };
    expect(await deleteUnpaidOrdersOfUser(context, customer.id)).toBe(3);
    expect(await stockOf(t.database.db, part.id)).toBe(28);
    expect((await t.database.db.select().from(order)).map((row) => row.id)).toEqual([paidId]);
  });
});

describe('reading orders', () => {
  it("lists a customer's own orders newest first and refuses another customer's e-mail", async () => {
    const [customer, other] = [await signUp(t.app), await signUp(t.app)];
    const part = await addProduct(t.database.db);
    const first = await placeOrderAs(t.app, customer, orderBody(part.id, { orderQty: 2 }));
    const second = await placeOrderAs(t.app, customer, orderBody(part.id, { orderQty: 3 }));
    await placeOrderAs(t.app, other, orderBody(part.id));

    const own = await inject({
      method: 'GET',
      url: `/api/order?email=${encodeURIComponent(customer.email.toUpperCase())}`,
      headers: customer.headers,
    });
    expect(own.statusCode).toBe(200);
    expect((own.json() as Order[]).map((row) => row._id)).toEqual([second, first]);

    const others = await inject({
      method: 'GET',
      url: `/api/order?email=${encodeURIComponent(other.email)}`,
      headers: customer.headers,
    });
    expect(others.statusCode).toBe(403);
    expect(
      (await inject({ method: 'GET', url: `/api/order?email=${encodeURIComponent(customer.email)}` }))
        .statusCode,
    ).toBe(401);
    const bad = await inject({
      method: 'GET',
      url: '/api/order?email=not-an-email',
      headers: customer.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'email' });
  });

  it("lets an admin read any customer's orders by e-mail", async () => {
    const [customer, admin] = [await signUp(t.app), await signUp(t.app, { role: 'admin' })];
    const part = await addProduct(t.database.db);
    const id = await placeOrderAs(t.app, customer, orderBody(part.id));

    const response = await inject({
      method: 'GET',
      url: `/api/order?email=${encodeURIComponent(customer.email.toUpperCase())}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect((response.json() as Order[]).map((row) => row._id)).toEqual([id]);
    const adminsOwn = await inject({
      method: 'GET',
      url: `/api/order?email=${encodeURIComponent(admin.email)}`,
      headers: admin.headers,
    });
    expect(adminsOwn.json()).toEqual([]);
  });

  it('shows one order to its customer and to admins only; to anyone else it does not exist', async () => {
    const [customer, other, admin] = [
      await signUp(t.app),
      await signUp(t.app),
      await signUp(t.app, { role: 'admin' }),
    ];
    const part = await addProduct(t.database.db);
    const id = await placeOrderAs(t.app, customer, orderBody(part.id));
    const get = (headers?: Record<string, string>) =>
      inject({ method: 'GET', url: `/api/order/${id}`, headers });

    expect((await get(customer.headers)).statusCode).toBe(200);
    expect((await get(admin.headers)).statusCode).toBe(200);
    // The same answer as for an order that does not exist: nobody learns which ids are real.
    expect((await get(other.headers)).statusCode).toBe(404);
    expect((await get()).statusCode).toBe(401);
    expect(
      (
        await inject({
          method: 'GET',
          url: '/api/order/00000000-0000-4000-8000-000000000000',
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(404);
    const bad = await inject({ method: 'GET', url: '/api/order/nope', headers: admin.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'id' });
  });
});

describe('Manage Orders (admin)', () => {
  it('pages all orders newest first and searches by customer e-mail or product name', async () => {
    const admin = await signUp(t.app, { role: 'admin' });
    const alice = await signUp(t.app, { email: 'alice.rider@example.com' });
    const bob = await signUp(t.app, { email: 'bob.wheeler@example.com' });
    const chain = await addProduct(t.database.db, { name: 'Titanium Chain', availableQty: 1000 });
    const saddle = await addProduct(t.database.db, { name: 'Gel Saddle', availableQty: 1000 });
    const ids = [];
    for (const [who, part] of [
      [alice, chain],
      [bob, saddle],
      [alice, saddle],
      [bob, chain],
      [alice, chain],
    ] as const) {
      ids.push(await placeOrderAs(t.app, who, orderBody(part.id)));
    }
    const page = async (query: string) => {
      const response = await inject({ method: 'GET', url: `/api/orders?${query}`, headers: admin.headers });
      expect(response.statusCode).toBe(200);
      return response.json() as OrderTablePage;
    };

    const first = await page('page=1&pageSize=2');
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(first.items.map((row) => row._id)).toEqual([ids[4], ids[3]]);
    expect((await page('page=3&pageSize=2')).items.map((row) => row._id)).toEqual([ids[0]]);

    const byEmail = await page('search=ALICE.RIDER');
    expect(byEmail.total).toBe(3);
    expect(byEmail.items.every((row) => row.userEmail === 'alice.rider@example.com')).toBe(true);
    const byProduct = await page('search=gel%20sad');
    expect(byProduct.items.map((row) => row._id)).toEqual([ids[2], ids[1]]);
    expect((await page('search=%25')).total).toBe(0);
  });

  it('sorts by date, customer e-mail, product, total and state, both ways, the id breaking ties', async () => {
    const admin = await signUp(t.app, { role: 'admin' });
    const [alice, bob, carol] = [
      await signUp(t.app, { email: 'alice@example.com' }),
      await signUp(t.app, { email: 'bob@example.com' }),
      await signUp(t.app, { email: 'carol@example.com' }),
    ];
    // Mixed case on purpose: products sort by name whatever its case.
    const chain = await addProduct(t.database.db, { name: 'chain', price: 30, minimumQty: 1 });
    const saddle = await addProduct(t.database.db, { name: 'Saddle', price: 50, minimumQty: 1 });
    const bolt = await addProduct(t.database.db, { name: 'Bolt', price: 5, minimumQty: 1 });
    const placed = [
      { who: alice, part: chain, qty: 2, paid: false, shipped: false }, // total 60, unpaid
      { who: bob, part: saddle, qty: 1, paid: true, shipped: false }, // total 50, paid
      { who: carol, part: bolt, qty: 4, paid: true, shipped: true }, // total 20, shipped
      { who: alice, part: saddle, qty: 2, paid: true, shipped: false }, // total 100, paid
      { who: bob, part: bolt, qty: 30, paid: false, shipped: false, cancelled: true }, // total 150, cancelled
    ];
    const ids: string[] = [];
    for (const [index, { who, part, qty, paid, shipped, cancelled }] of placed.entries()) {
      const id = await placeOrderAs(t.app, who, orderBody(part.id, { orderQty: qty }));
      const createdAt = new Date(Date.parse('2026-11-01T09:00:00Z') + index * 60_000);
      const cancelledAt = cancelled ? createdAt : null;
      await t.database.db
        .update(order)
        .set({ createdAt, paid, shipped, cancelledAt })
        .where(eq(order.id, id));
      ids.push(id);
    }
    const [o1 = '', o2 = '', o3 = '', o4 = '', o5 = ''] = ids;
    const ascendingGroups = {
      createdAt: [[o1], [o2], [o3], [o4], [o5]],
      userEmail: [[o1, o4], [o2, o5], [o3]],
      name: [[o3, o5], [o1], [o2, o4]],
      total: [[o3], [o2], [o1], [o4], [o5]],
      status: [[o1], [o2, o4], [o3], [o5]],
    };

    for (const [sort, groups] of Object.entries(ascendingGroups)) {
      for (const dir of bothWays) {
        const url = `/api/orders?sort=${sort}&dir=${dir}`;
        const response = await inject({ method: 'GET', url, headers: admin.headers });
        expect(response.statusCode, url).toBe(200);
        const rows = (response.json() as OrderTablePage).items.map((row) => row._id);
        expect(rows, url).toEqual(expectedOrder(groups, dir));
      }
    }
    // The chosen order holds across pages, and search still narrows it.
    const second = await inject({
      method: 'GET',
      url: '/api/orders?sort=total&dir=desc&pageSize=2&page=2&search=example.com',
      headers: admin.headers,
    });
    expect(second.json()).toMatchObject({ total: 5, page: 2, items: [{ _id: o1 }, { _id: o2 }] });
  });

  it('is for admins only and validates its query', async () => {
    const [customer, admin] = [await signUp(t.app), await signUp(t.app, { role: 'admin' })];
    expect((await inject({ method: 'GET', url: '/api/orders' })).statusCode).toBe(401);
    expect((await inject({ method: 'GET', url: '/api/orders', headers: customer.headers })).statusCode).toBe(
      403,
    );
    for (const [field, query] of [
      ['pageSize', 'pageSize=1000'],
      ['sort', 'sort=priceCents'],
      ['sort', 'sort=createdAt%3Bdrop%20table%20orders'],
      ['dir', 'dir=up'],
    ]) {
      const bad = await inject({ method: 'GET', url: `/api/orders?${query}`, headers: admin.headers });
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json(), query).toMatchObject({ field });
    }
  });

  it('marks a paid order shipped, refuses an unpaid one, and a repeat changes nothing', async () => {
    const [customer, admin] = [await signUp(t.app), await signUp(t.app, { role: 'admin' })];
    const part = await addProduct(t.database.db);
    const id = await placeOrderAs(t.app, customer, orderBody(part.id));
    const ship = (headers?: Record<string, string>) =>
      inject({ method: 'PATCH', url: `/api/order/${id}/shipped`, headers });

    const unpaid = await ship(admin.headers);
    expect(unpaid.statusCode).toBe(409);
    await markPaid(t.database.db, id, 'pi_test_ship', t.app.deps.config);
    expect((await ship(customer.headers)).statusCode).toBe(403);
    expect((await ship()).statusCode).toBe(401);

    const shipped = await ship(admin.headers);
    expect(shipped.statusCode).toBe(200);
    const body = shipped.json() as Order;
    expect(body).toMatchObject({
      _id: id,
      paid: true,
      shipped: true,
      status: 'shipped',
      transactionId: 'pi_test_ship',
    });
    expect(body.shippedAt).not.toBeNull();
    expect(((await ship(admin.headers)).json() as Order).shippedAt).toBe(body.shippedAt);
    expect(
      (
        await inject({
          method: 'PATCH',
          url: '/api/order/00000000-0000-4000-8000-000000000000/shipped',
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('markPaid', () => {
  it('is idempotent for the same payment and changes nothing for another one', async () => {
    const customer = await signUp(t.app);
    const part = await addProduct(t.database.db);
    const id = await placeOrderAs(t.app, customer, orderBody(part.id));

    const first = await markPaid(t.database.db, id, 'pi_test_one', t.app.deps.config);
    expect(first.outcome).toBe('paid');
    expect(first.order).toMatchObject({ paid: true, transactionId: 'pi_test_one' });
    const repeat = await markPaid(t.database.db, id, 'pi_test_one', t.app.deps.config);
    expect(repeat.outcome).toBe('already-paid');
    expect(repeat.order.paidAt).toEqual(first.order.paidAt);
    const other = await markPaid(t.database.db, id, 'pi_test_two', t.app.deps.config);
    expect(other.outcome).toBe('paid-by-other');
    expect(other.order).toMatchObject({ transactionId: 'pi_test_one' });
    await expect(
      markPaid(t.database.db, '00000000-0000-4000-8000-000000000000', 'pi_test_one', t.app.deps.config),
    ).rejects.toMatchObject({ statusCode: 404 });
  });
});

import { sum } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { order } from '../src/db/schema/index.ts';
import { placeOrder } from '../src/features/orders/place-order.ts';
import { signUp } from './auth-helper.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { addProduct, orderBody, stockOf } from './order-fixtures.ts';

let t: TestApp;
// One customer places every order here: his limit of unpaid orders is not what these race for.
const maxUnpaid = 1_000;
beforeEach(async () => {
  t = await buildTestApp({ MAX_UNPAID_ORDERS: String(maxUnpaid) });
});
afterEach(() => t.app.close());

const orderedQuantity = async () =>
  Number((await t.database.db.select({ total: sum(order.orderQty) }).from(order))[0]?.total ?? 0);

// On PGlite (one connection) this checks the logic; with TEST_DATABASE_URL the pool has several
// connections, so the orders really race for the same row.
describe(`concurrent orders never oversell (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('accepts exactly 50 of 200 simultaneous orders for stock of 50 orders, through the route', async () => {
    const customer = await signUp(t.app);
    const part = await addProduct(t.database.db, { availableQty: 100, minimumQty: 2 });

    const responses = await Promise.all(
      Array.from({ length: 200 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/order',
          headers: customer.headers,
          payload: orderBody(part.id, { orderQty: 2 }),
        }),
      ),
    );

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(50);
    // The rest learn that stock is short: 400 when it was already gone on reading, 409 when it went meanwhile.
    expect(statuses.filter((status) => status !== 201 && status !== 400 && status !== 409)).toEqual([]);
    expect(await stockOf(t.database.db, part.id)).toBe(0);
    expect(await t.database.db.$count(order)).toBe(50);
    expect(await orderedQuantity()).toBe(100);
  });

  it('keeps stock + ordered quantity constant for mixed quantities placed at once', async () => {
    const customer = await signUp(t.app);
    const part = await addProduct(t.database.db, { availableQty: 97, minimumQty: 1 });
    const buyer = { id: customer.id, name: customer.name, email: customer.email };

    const results = await Promise.allSettled(
      Array.from({ length: 120 }, (_, i) =>
        placeOrder(t.database, buyer, orderBody(part.id, { orderQty: (i % 3) + 1 }), {
          maxUnpaid,
          holdMinutes: 30,
        }),
      ),
    );

    const placed = results.filter((result) => result.status === 'fulfilled');
    const ordered = await orderedQuantity();
    expect(placed.length).toBe(await t.database.db.$count(order));
    expect(ordered + ((await stockOf(t.database.db, part.id)) ?? -1)).toBe(97);
    expect(await stockOf(t.database.db, part.id)).toBeGreaterThanOrEqual(0);
    const refusals = results.flatMap((result) =>
      result.status === 'rejected' ? [(result.reason as { statusCode?: number }).statusCode] : [],
    );
    expect(refusals.filter((status) => status !== 400 && status !== 409)).toEqual([]);
  });
});

describe('an order placed from a stale copy of its part', () => {
  it('copies the price the database holds, and is not refused on stock the copy lacks', async () => {
    const buyer = await signUp(t.app);
    const part = await addProduct(t.database.db, { price: 20, availableQty: 50, minimumQty: 1 });
    const stale = { ...part, priceCents: 1, availableQty: 0 };
    const placed = await placeOrder(t.database, buyer, orderBody(part.id, { orderQty: 5 }), {
      maxUnpaid,
      holdMinutes: 30,
      readPart: async () => stale,
    });
    expect(placed.priceCents).toBe(2000);
    expect(await stockOf(t.database.db, part.id)).toBe(45);
    // A copy the order would take as it is: the order statement finds the price it was read at gone.
    const copy = { ...part, priceCents: 100 };
    const again = await placeOrder(t.database, buyer, orderBody(part.id, { orderQty: 5 }), {
      maxUnpaid,
      holdMinutes: 30,
      readPart: async () => copy,
    });
    expect(again.priceCents).toBe(2000);
    expect(await orderedQuantity()).toBe(10);
  });
});

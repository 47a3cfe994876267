import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { order, orderLine } from '../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { guestBody, guestCheckout, placeGuestOrder } from './guest-fixtures.ts';
import { addProduct, stockOf } from './order-fixtures.ts';

describe('guest checkout', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp({ MAX_UNPAID_ORDERS: '2' });
  });
  afterEach(() => t.app.close());

  const db = () => t.database.db;
  const twoParts = async () => {
    const chain = await addProduct(db(), { name: 'Chain 11s', price: 20, availableQty: 10, minimumQty: 1 });
    const bell = await addProduct(db(), {
      name: 'Bell',
      price: 5,
      availableQty: 50,
      minimumQty: 3,
      tiers: [{ minQty: 10, price: 4 }],
    });
    return { chain, bell };
  };

  it('places an unpaid order of no account in the e-mail given, takes the stock, prices by tier', async () => {
    const { chain, bell } = await twoParts();
    const placed = await placeGuestOrder(
      t.app,
      guestBody([
        { productId: chain.id, qty: 2 },
        { productId: bell.id, qty: 10 },
      ]),
    );
    expect(placed.orderLink).toMatch(new RegExp(`^${placed.insertedId}~`));
    const [row] = await db().select().from(order).where(eq(order.id, placed.insertedId));
    expect(row).toMatchObject({
      userId: null,
      userEmail: 'gwen@example.com',
      userName: 'Gwen Guest',
      address: '3 Freewheel Lane, Gearton',
      phone: '+1 555 0199',
      status: 'unpaid',
      totalCents: 2 * 2000 + 10 * 400,
      lineCount: 2,
      holdSlot: expect.any(Number),
    });
    expect(row!.heldUntil!.getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
    expect(await db().$count(orderLine, eq(orderLine.orderId, placed.insertedId))).toBe(2);
    expect(await stockOf(db(), chain.id)).toBe(8);
    expect(await stockOf(db(), bell.id)).toBe(40);
  });

  it.each([
    ['email', { email: 'not an address' }],
    ['phone', { phone: 'call me' }],
    ['address', { address: '' }],
    ['name', { name: '' }],
    ['lines', { lines: [] }],
  ])('refuses a bad %s with 400 naming it, and stores nothing', async (field, overrides) => {
    const { chain } = await twoParts();
    const response = await guestCheckout(t.app, guestBody([{ productId: chain.id, qty: 1 }], overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field });
    expect(await db().$count(order)).toBe(0);
    expect(await stockOf(db(), chain.id)).toBe(10);
  });

  it('refuses a quantity under the minimum or over the stock, and a part no longer sold, by the lines', async () => {
    const { chain, bell } = await twoParts();
    const tooFew = await guestCheckout(t.app, guestBody([{ productId: bell.id, qty: 1 }]));
    expect(tooFew.statusCode).toBe(409);
    expect(tooFew.json()).toMatchObject({ field: 'lines', message: expect.stringContaining('Bell') });
    const tooMany = await guestCheckout(t.app, guestBody([{ productId: chain.id, qty: 11 }]));
    expect(tooMany.json()).toMatchObject({ field: 'lines' });
    const gone = await guestCheckout(
      t.app,
      guestBody([{ productId: '00000000-0000-4000-8000-000000000000', qty: 1 }]),
    );
    expect(gone.statusCode).toBe(409);
    expect(gone.json()).toMatchObject({ field: 'lines' });
    expect(await db().$count(order)).toBe(0);
  });

  it("holds no more unpaid orders per e-mail, whatever its case, than a customer's limit", async () => {
    const { chain } = await twoParts();
    const line = [{ productId: chain.id, qty: 1 }];
    await placeGuestOrder(t.app, guestBody(line));
    await placeGuestOrder(t.app, guestBody(line, { email: 'GWEN@example.com' }));
    const third = await guestCheckout(t.app, guestBody(line, { email: 'Gwen@Example.com' }));
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({ field: 'email', message: expect.stringMatching(/unpaid orders/) });
    await placeGuestOrder(t.app, guestBody(line, { email: 'someone.else@example.com' }));
    expect(await stockOf(db(), chain.id)).toBe(7);
  });
});

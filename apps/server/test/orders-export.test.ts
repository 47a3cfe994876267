import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { order } from '../src/db/schema/index.ts';
import { signUp } from './auth-helper.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { addProduct, orderBody, placeOrderAs } from './order-fixtures.ts';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(() => t.app.close());

/** The CSV's records, split on the CRLF that ends each (fields here hold no CRLF of their own). */
const recordsOf = (csv: string) => csv.split('\r\n').filter(Boolean);

describe('GET /api/admin/orders.csv', () => {
  it('exports the orders Manage Orders shows for a search, in its order, escaped', async () => {
    const admin = await signUp(t.app, { role: 'admin' });
    const alice = await signUp(t.app, { email: 'alice@example.com', name: '=cmd|calc' });
    const bob = await signUp(t.app, { email: 'bob@example.com' });
    const chain = await addProduct(t.database.db, { name: 'Chain, 11-speed', price: 30, minimumQty: 1 });
    const saddle = await addProduct(t.database.db, { name: 'Saddle "Gel"', price: 50, minimumQty: 1 });
    const small = await placeOrderAs(
      t.app,
      alice,
      orderBody(chain.id, { orderQty: 1, address: 'Flat 2\nSpoke St' }),
    );
    const large = await placeOrderAs(t.app, alice, orderBody(saddle.id, { orderQty: 3 }));
    await placeOrderAs(t.app, bob, orderBody(chain.id, { orderQty: 2 }));
    await t.database.db.update(order).set({ cancelledAt: new Date() }).where(eq(order.id, small));

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders.csv?search=alice&sort=total&dir=desc&page=1&pageSize=1',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );

    const [header, first, second, ...rest] = recordsOf(response.body);
    expect(header).toMatch(/^"Order id","Placed","Customer","E-mail","Address","Phone","Product"/);
    expect(rest).toEqual([]);
    // Paging is ignored: every matching order, largest total first.
    expect(first).toContain(`"${large}"`);
    expect(first).toContain(`"'=cmd|calc","alice@example.com"`);
    expect(first).toContain(`"Saddle ""Gel""",3,50,150,"unpaid"`);
    expect(second).toContain(`"${small}"`);
    expect(second).toContain('"Flat 2\nSpoke St"');
    expect(second).toContain('"Chain, 11-speed",1,30,30,"cancelled"');
  });

  it('is for admins only and names a bad field', async () => {
    const [admin, customer] = [await signUp(t.app, { role: 'admin' }), await signUp(t.app)];
    const get = (url: string, headers?: Record<string, string>) =>
      t.app.inject({ method: 'GET', url, headers });
    expect((await get('/api/admin/orders.csv')).statusCode).toBe(401);
    expect((await get('/api/admin/orders.csv', customer.headers)).statusCode).toBe(403);
    const bad = await get('/api/admin/orders.csv?sort=nonsense', admin.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'sort' });
    const empty = await get('/api/admin/orders.csv', admin.headers);
    expect(recordsOf(empty.body)).toHaveLength(1);
  });
});

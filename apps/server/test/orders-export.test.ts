import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { order } from '../src/db/schema/index.ts';
import { signUp } from './auth-helper.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { addProduct, orderBody, placeOrderAs } from './order-fixtures.ts';
import { paidThreeLineOrder, payWithTestCard } from './refund-fixtures.ts';

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
    expect(header).toMatch(
      /^"Order","Order id","Placed","Customer","E-mail","Address","Phone","Line","Part"/,
    );
    expect(rest).toEqual([]);
    // Paging is ignored: every matching order, largest total first.
    expect(first).toMatch(new RegExp(`^"#${large.slice(0, 8)}","${large}"`));
    expect(first).toContain(`"'=cmd|calc","alice@example.com"`);
    expect(first).toContain(`1,"Saddle ""Gel""",3,50,150,0,0,150,0,"unpaid"`);
    expect(second).toContain(`"${small}"`);
    expect(second).toContain('"Flat 2\nSpoke St"');
    expect(second).toContain('1,"Chain, 11-speed",1,30,30,0,0,30,0,"cancelled"');
  });

  it('writes a record per line, with the pieces shipped and refunded and what the order paid back', async () => {
    const admin = await signUp(t.app, { role: 'admin' });
    const ada = await signUp(t.app, { name: 'Ada Rider' });
    // 2 × Crankset at $20, 3 × Chain at $7.50, 1 × Cassette at $45: $107.50.
    const { orderId } = await paidThreeLineOrder(t.app, ada, payWithTestCard(t.app, ada));
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, headers: admin.headers });
    const shipped = await post(`/api/order/${orderId}/shipments`, { lines: [{ lineNo: 1, qty: 2 }] });
    expect(shipped.statusCode).toBe(201);
    const byLines = await post(`/api/order/${orderId}/refunds`, { lines: [{ lineNo: 2, qty: 1 }] });
    expect(byLines.statusCode).toBe(201);
    const byAmount = await post(`/api/order/${orderId}/refunds`, { amount: 5 });
    expect(byAmount.statusCode).toBe(201);

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders.csv?search=${orderId}`,
      headers: admin.headers,
    });
    const [, ...lines] = recordsOf(csv.body);
    const line = (fields: string) =>
      expect.stringMatching(
        new RegExp(`^"#${orderId.slice(0, 8)}","${orderId}",.*,${fields},107.5,12.5,"partially_shipped"`),
      );
    // Line, part, quantity, unit price, line total, pieces shipped, pieces refunded; then the order's
    // total and what it paid back (the $7.50 chain and $5 by amount), on every line.
    expect(lines).toEqual([
      line('1,"Crankset",2,20,40,2,0'),
      line('2,"Chain",3,7.5,22.5,0,1'),
      line('3,"Cassette",1,45,45,0,0'),
    ]);
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

import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { user } from '../src/db/schema/index.ts';
import { freshClientAddress, originOf, signUp, type TestUser } from './auth-helper.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { addProduct, orderBody } from './order-fixtures.ts';

let t: TestApp;
let customer: TestUser;
let admin: TestUser;
beforeEach(async () => {
  t = await buildTestApp();
  [customer, admin] = await Promise.all([signUp(t.app), signUp(t.app, { role: 'admin' })]);
});
afterEach(() => t.app.close());

const inject = (options: InjectOptions) => t.app.inject(options);
const as = (who: TestUser) => ({ ...who.headers, origin: originOf(t.app) });

describe('control characters are refused with a 400 naming the field', () => {
  it('in the contact form, a review, an order address, a profile, a product and a search', async () => {
    const part = await addProduct(t.database.db);
    const cases: [InjectOptions, string][] = [
      [
        {
          method: 'POST',
          url: '/api/contact',
          payload: { firstName: 'A\u0000', lastName: 'B', email: 'a@example.com', message: 'Hi' },
        },
        'firstName',
      ],
      [
        {
          method: 'POST',
          url: '/api/review',
          headers: as(customer),
          payload: { name: 'Ada', rating: 5, message: 'Good\u0000' },
        },
        'message',
      ],
      [
        {
          method: 'POST',
          url: '/api/order',
          headers: as(customer),
          payload: orderBody(part.id, { address: '1 Spoke\u0000 St' }),
        },
        'address',
      ],
      [
        {
          method: 'PUT',
          url: `/api/user/${customer.email}`,
          headers: as(customer),
          payload: { email: customer.email, education: 'BSc\u0007' },
        },
        'education',
      ],
      [
        {
          method: 'POST',
          url: '/api/product',
          headers: as(admin),
          payload: {
            name: 'Hub\u0000',
            img: '/x.svg',
            ShortDescription: 'd',
            price: 1,
            availableQty: 1,
            minimumQty: 1,
          },
        },
        'name',
      ],
      [
        {
          method: 'PATCH',
          url: `/api/order/00000000-0000-4000-8000-000000000000`,
          headers: as(customer),
          payload: { transactionId: 'pi_\u0000' },
        },
        'transactionId',
      ],
      [{ method: 'GET', url: '/api/orders?search=%00', headers: as(admin) }, 'search'],
      [{ method: 'GET', url: '/api/admin/orders.csv?search=%00', headers: as(admin) }, 'search'],
      [{ method: 'GET', url: '/api/users?search=a%00b', headers: as(admin) }, 'search'],
      [{ method: 'GET', url: '/api/contact-messages?search=%00', headers: as(admin) }, 'search'],
    ];
    for (const [request, field] of cases) {
      const response = await inject(request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(400);
      expect(response.json(), `${request.method} ${request.url}`).toMatchObject({ field });
    }
  });

  it('keeps tabs and line breaks in a message', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/review',
      headers: as(customer),
      payload: { name: 'Ada', rating: 5, message: 'Line one\nLine two\tend' },
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('a name follows one rule wherever it is written', () => {
  const signUpWith = (name: unknown) =>
    inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress: freshClientAddress(),
      payload: { name, email: `n-${Date.now()}-${Math.random()}@example.com`, password: 'Pedal#2026long' },
    });

  it('sign-up refuses an empty, a 200 KB or a NUL name and creates no account', async () => {
    for (const name of ['', '   ', 'x'.repeat(200_000), 'Ada\u0000']) {
      const response = await signUpWith(name);
      expect(response.statusCode, JSON.stringify(name.slice(0, 10))).toBe(400);
      expect(response.json()).toMatchObject({ message: expect.stringMatching(/^Name /), field: 'name' });
    }
    expect(await t.database.db.select().from(user)).toHaveLength(2);
  });

  it("better-auth's update-user refuses the same names and leaves the profile readable", async () => {
    for (const name of ['', 'x'.repeat(81), 'A\u0000']) {
      const response = await inject({
        method: 'POST',
        url: '/api/auth/update-user',
        headers: as(customer),
        payload: { name },
      });
      expect(response.statusCode).toBe(400);
    }
    const profile = await inject({
      method: 'GET',
      url: `/api/user/${customer.email}`,
      headers: as(customer),
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ username: customer.name });
  });

  it('a name stored before these rules never breaks reading or saving the profile', async () => {
    await t.database.db
      .update(user)
      .set({ name: 'x'.repeat(200_000) })
      .where(eq(user.id, customer.id));
    const read = await inject({ method: 'GET', url: `/api/user/${customer.email}`, headers: as(customer) });
    expect(read.statusCode).toBe(200);
    const saved = await inject({
      method: 'PUT',
      url: `/api/user/${customer.email}`,
      headers: as(customer),
      payload: { email: customer.email, address: '2 Chain Rd' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ address: '2 Chain Rd' });
  });
});

describe('product-list cursors', () => {
  it('answer 400 naming cursor for any cursor that is not a position, year 0000 included', async () => {
    const encode = (text: string) => Buffer.from(text).toString('base64url');
    for (const cursor of [
      encode('0000-01-01T00:00:00.000000Z|00000000-0000-4000-8000-000000000000'),
      encode('2026-02-30T00:00:00.000000Z|00000000-0000-4000-8000-000000000000'),
      encode('garbage'),
      '%%%',
    ]) {
      const response = await inject({
        method: 'GET',
        url: `/api/products?cursor=${encodeURIComponent(cursor)}`,
      });
      expect(response.statusCode, cursor).toBe(400);
      expect(response.json()).toMatchObject({ field: 'cursor' });
    }
  });
});

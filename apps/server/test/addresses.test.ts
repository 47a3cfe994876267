import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_ADDRESSES, type Address, type AddressBook } from '@crankworks/contract';
import { address, user } from '../src/db/schema/index.ts';
import { signUp, type TestUser } from './auth-helper.ts';
import { newYork } from './address-fixtures.ts';
import { buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;
let customer: TestUser;
beforeEach(async () => {
  t = await buildTestApp();
  customer = await signUp(t.app, { name: 'Ada Rider' });
});
afterEach(() => t.app.close());

const amsterdam = {
  fullName: 'Fietsen Jansen',
  company: 'Jansen Fietsen B.V.',
  line1: 'Damrak 1',
  city: 'Amsterdam',
  postalCode: '1012 lg',
  country: 'NL',
  phone: '+31 20 555 0100',
  vatId: 'NL123456789B01',
};

const as = (who: TestUser, options: InjectOptions) => t.app.inject({ ...options, headers: who.headers });
const create = (body: object, who = customer) =>
  as(who, { method: 'POST', url: '/api/addresses', payload: body });
const created = async (body: object, who = customer) => {
  const response = await create(body, who);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Address>();
};
const bookOf = async (who = customer) =>
  (await as(who, { method: 'GET', url: '/api/addresses' })).json<AddressBook>().addresses;
const setDefault = (id: string, use: string, who = customer) =>
  as(who, { method: 'PUT', url: `/api/addresses/${id}/default/${use}` });
const storedRows = () => t.database.db.select().from(address);

describe('the address book', () => {
  it('keeps structured addresses, the first the default for shipping and billing, answered privately', async () => {
    const home = await created(newYork);
    expect(home).toMatchObject({ ...newYork, company: '', line2: '', vatId: '' });
    expect(home).toMatchObject({ isDefaultShipping: true, isDefaultBilling: true });
    const shop = await created(amsterdam);
    expect(shop).toMatchObject({ postalCode: '1012 LG', isDefaultShipping: false, isDefaultBilling: false });

    const listed = await as(customer, { method: 'GET', url: '/api/addresses' });
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toBe('private, no-store');
    expect(listed.json<AddressBook>().addresses.map((entry) => entry._id)).toEqual([home._id, shop._id]);
  });

  it('updates and deletes an address', async () => {
    const home = await created(newYork);
    const moved = await as(customer, {
      method: 'PUT',
      url: `/api/addresses/${home._id}`,
      payload: { ...newYork, line2: 'Floor 86', city: 'Albany', postalCode: '12207' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ line2: 'Floor 86', city: 'Albany', isDefaultShipping: true });

    const deleted = await as(customer, { method: 'DELETE', url: `/api/addresses/${home._id}` });
    expect(deleted.json()).toEqual({ deletedCount: 1 });
    expect(await bookOf()).toEqual([]);
  });

  it('keeps one default for shipping and one for billing, which may be different addresses', async () => {
    const home = await created(newYork);
    const shop = await created(amsterdam);
    const answer = await setDefault(shop._id, 'billing');
    expect(answer.statusCode, answer.body).toBe(200);
    const flags = (book: Address[]) =>
      book.map(({ _id, isDefaultShipping, isDefaultBilling }) => [_id, isDefaultShipping, isDefaultBilling]);
    expect(flags(answer.json<AddressBook>().addresses)).toEqual([
      [home._id, true, false],
      [shop._id, false, true],
    ]);
    expect((await setDefault(shop._id, 'shipping')).statusCode).toBe(200);
    expect((await setDefault(shop._id, 'shipping')).statusCode).toBe(200);
    expect(flags(await bookOf())).toEqual([
      [home._id, false, false],
      [shop._id, true, true],
    ]);
  });

  it('keeps one default of each even when two are chosen at once', async () => {
    const addresses = await Promise.all([1, 2, 3, 4].map(() => created(newYork)));
    await Promise.all(addresses.map((entry) => setDefault(entry._id, 'shipping')));
    expect((await bookOf()).filter((entry) => entry.isDefaultShipping)).toHaveLength(1);
  });

  it('has the database refuse a second default, whatever the application does', async () => {
    await created(newYork);
    await created(newYork);
    await expect(
      t.database.db.update(address).set({ isDefaultShipping: true }).where(eq(address.userId, customer.id)),
    ).rejects.toThrow();
  });

  it(`holds ${MAX_ADDRESSES} addresses at most`, async () => {
    const rows = Array.from({ length: MAX_ADDRESSES }, () => ({ ...newYork, userId: customer.id }));
    await t.database.db.insert(address).values(rows);
    const refused = await create(newYork);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/at most/);
  });

  it.each([
    [
      'a short Dutch postal code',
      { ...amsterdam, postalCode: '1012' },
      'postalCode',
      'Postal code must be a Dutch postal code, like 1234 AB',
    ],
    [
      'a four-digit ZIP code',
      { ...newYork, postalCode: '1011' },
      'postalCode',
      'Postal code must be a US ZIP code, like 10001',
    ],
    [
      'a ZIP code in the UK',
      { ...newYork, country: 'GB', region: '', postalCode: '10118' },
      'postalCode',
      'Postal code must be a UK postcode, like SW1A 1AA',
    ],
    [
      'an unknown US state',
      { ...newYork, region: 'ZZ' },
      'region',
      'State or province must be a US state from the list',
    ],
    [
      'a US state in Canada',
      { ...newYork, country: 'CA', region: 'NY', postalCode: 'K1A 0B1' },
      'region',
      'State or province must be a Canadian province or territory from the list',
    ],
    [
      'a short Dutch VAT ID',
      { ...amsterdam, vatId: 'NL12345' },
      'vatId',
      'VAT or tax ID must be a Dutch VAT ID, like NL123456789B01',
    ],
    [
      'a German VAT ID in the Netherlands',
      { ...amsterdam, vatId: 'DE123456789' },
      'vatId',
      'VAT or tax ID must be a Dutch VAT ID, like NL123456789B01',
    ],
    [
      'a country we do not ship to',
      { ...newYork, country: 'IS' },
      'country',
      'Country must be a country we ship to',
    ],
    ['a blank name', { ...newYork, fullName: ' ' }, 'fullName', 'Full name is required'],
  ])('refuses %s with a 400 naming the field, and stores nothing', async (_case, body, field, message) => {
    const refused = await create(body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ field, message });
    expect(await storedRows()).toEqual([]);
  });

  it('refuses a bad update without changing the stored address', async () => {
    const home = await created(newYork);
    const refused = await as(customer, {
      method: 'PUT',
      url: `/api/addresses/${home._id}`,
      payload: { ...newYork, city: 'Utrecht', country: 'NL', region: '', postalCode: '35' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().field).toBe('postalCode');
    expect(await bookOf()).toEqual([home]);
  });

  it('reaches only the caller’s own addresses: another’s is not found, even by an admin', async () => {
    const home = await created(newYork);
    const others = [await signUp(t.app), await signUp(t.app, { role: 'admin' })];
    for (const other of others) {
      const calls: InjectOptions[] = [
        { method: 'PUT', url: `/api/addresses/${home._id}`, payload: amsterdam },
        { method: 'DELETE', url: `/api/addresses/${home._id}` },
        { method: 'PUT', url: `/api/addresses/${home._id}/default/billing` },
      ];
      for (const call of calls) {
        const answer = await as(other, call);
        expect(answer.statusCode, `${call.method} ${call.url}`).toBe(404);
        expect(answer.json().message).toBe('No such address in your address book');
      }
      expect(await bookOf(other)).toEqual([]);
    }
    expect(await bookOf()).toEqual([home]);
  });

  it('asks a visitor to sign in before looking at the body', async () => {
    const answer = await t.app.inject({ method: 'POST', url: '/api/addresses', payload: { country: 'XX' } });
    expect(answer.statusCode).toBe(401);
    expect(await storedRows()).toEqual([]);
  });

  it('goes with its account when the account is deleted', async () => {
    await created(newYork);
    const keeper = await signUp(t.app);
    await created(amsterdam, keeper);
    const deleted = await as(customer, {
      method: 'DELETE',
      url: `/api/user/${encodeURIComponent(customer.email)}`,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await storedRows()).map((row) => row.userId)).toEqual([keeper.id]);
  });

  it('leaves the profile’s free-text address as it was', async () => {
    await t.database.db.update(user).set({ address: '12 Spoke Street' }).where(eq(user.id, customer.id));
    await created(newYork);
    const [row] = await t.database.db.select().from(user).where(eq(user.id, customer.id));
    expect(row?.address).toBe('12 Spoke Street');
  });

  it('is described in the OpenAPI document with the countries it accepts', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    }>();
    expect(Object.keys(document.paths['/api/addresses'] ?? {})).toEqual(
      expect.arrayContaining(['get', 'post']),
    );
    expect(JSON.stringify(document.paths['/api/addresses']?.post?.requestBody)).toContain('"NL"');
  });
});

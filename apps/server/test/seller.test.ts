import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './auth-helper.ts';
import { demoSeller, seedDemoSeller } from '../src/features/seller/index.ts';
import { buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;
let admin: TestUser;
beforeEach(async () => {
  t = await buildTestApp({
    SHOP_NAME: 'Crankworks Components',
    SHOP_ADDRESS: '4 Sprocket Yard, Gearton',
    MAIL_FROM: 'Crankworks <shop@crankworks.test>',
  });
  admin = await signUp(t.app, { role: 'admin' });
});
afterEach(() => t.app.close());

const seller = {
  legalName: 'Crankworks Components Ltd',
  postalAddress: '4 Sprocket Yard\nGearton 10115',
  country: 'de',
  taxId: 'DE123456789',
  registrationNumber: '',
  email: 'billing@crankworks.test',
  phone: '+49 30 1234567',
  bankDetails: 'IBAN DE02 1203 0000 0000 2020 51',
};

const read = (who?: TestUser) =>
  t.app.inject({ method: 'GET', url: '/api/admin/seller', headers: who?.headers ?? {} });
const store = (payload: object, who: TestUser | null = admin) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/seller', headers: who?.headers ?? {}, payload });

describe('the seller in Settings', () => {
  it('reads the settings’ seller until one is stored, then the stored one', async () => {
    const before = await read(admin);
    expect(before.statusCode).toBe(200);
    expect(before.headers['cache-control']).toBe('private, no-store');
    expect(before.json()).toMatchObject({
      stored: false,
      updatedAt: null,
      seller: {
        legalName: 'Crankworks Components',
        postalAddress: '4 Sprocket Yard, Gearton',
        email: 'shop@crankworks.test',
        taxId: null,
      },
    });

    const saved = await store(seller);
    expect(saved.statusCode).toBe(200);
    expect(saved.headers['cache-control']).toBe('private, no-store');
    const expected = {
      stored: true,
      seller: { ...seller, country: 'DE', registrationNumber: null },
    };
    expect(saved.json()).toMatchObject(expected);
    expect((await read(admin)).json()).toMatchObject(expected);
  });

  it('refuses bad input with a 400 naming the field in words, and stores nothing', async () => {
    for (const [field, value, words] of [
      ['country', 'USA', 'Country must be a two-letter country code'],
      ['email', 'not-an-address', 'Email must be an e-mail address'],
      ['legalName', '  ', 'Legal name is required'],
      ['legalName', 'Two\nlines', 'Legal name must be one line'],
      ['phone', 'call me', 'Phone must be a phone number'],
      ['postalAddress', 'a\nb\nc\nd\ne\nf\ng', 'Postal address must be at most 6 lines'],
      ['bankDetails', 'x'.repeat(301), 'Bank details must be at most 300 characters'],
    ] as const) {
      const answer = await store({ ...seller, [field]: value });
      expect(answer.statusCode, field).toBe(400);
      expect(answer.json(), field).toMatchObject({ field });
      expect((answer.json() as { message: string }).message).toContain(words);
    }
    expect((await read(admin)).json()).toMatchObject({ stored: false });
  });

  it('is for admins only: 401 for a visitor, 403 for a customer', async () => {
    const customer = await signUp(t.app);
    expect((await read()).statusCode).toBe(401);
    expect((await read(customer)).statusCode).toBe(403);
    expect((await store(seller, null)).statusCode).toBe(401);
    expect((await store(seller, customer)).statusCode).toBe(403);
    expect((await read(admin)).json()).toMatchObject({ stored: false });
  });
});

describe('the demo seller', () => {
  const seedWith = (demo: boolean, newDatabase: boolean) =>
    seedDemoSeller({
      db: t.database.db,
      config: { ...t.app.deps.config, demo },
      log: t.app.log,
      newDatabase,
    });

  it('is seeded in demo mode into a new database only', async () => {
    await seedWith(true, false);
    await seedWith(false, true);
    expect((await read(admin)).json()).toMatchObject({ stored: false });
    await seedWith(true, true);
    expect((await read(admin)).json()).toMatchObject({ stored: true, seller: demoSeller });
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contactMessagePageSchema } from '@crankworks/contract';
import { contactMessage } from '../src/db/schema/index.ts';
import { signUp, type TestUser } from './auth-helper.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { bothWays, expectedOrder } from './sort-helper.ts';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(() => t.app.close());

const list = (query = '', who?: TestUser) =>
  t.app.inject({ method: 'GET', url: `/api/contact-messages${query}`, headers: who?.headers });

async function listAsAdmin(admin: TestUser, query = '') {
  const response = await list(query, admin);
  expect(response.statusCode).toBe(200);
  return contactMessagePageSchema.parse(response.json());
}

/** Messages written a minute apart, oldest first, so their order is known. */
async function insertMessages(
  rows: { firstName: string; lastName: string; email: string; message: string }[],
) {
  const start = Date.parse('2026-03-01T09:00:00Z');
  await t.database.db
    .insert(contactMessage)
    .values(rows.map((row, index) => ({ ...row, createdAt: new Date(start + index * 60_000) })));
}

const inbox = [
  { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@engines.example', message: 'Bulk hubs for 2027?' },
  { firstName: 'Grace', lastName: 'Hopper', email: 'grace@navy.example', message: 'Need 100% titanium' },
  { firstName: 'Alan', lastName: 'Turing', email: 'alan@bletchley.example', message: 'Chainring sizes' },
];

describe('GET /api/contact-messages', () => {
  it('is for admins only: 401 for a visitor, 403 for a customer', async () => {
    expect((await list()).statusCode).toBe(401);
    const customer = await signUp(t.app);
    expect((await list('', customer)).statusCode).toBe(403);
  });

  it('shows what the home page’s contact form stored', async () => {
    const admin = await signUp(t.app, { role: 'admin' });
    const sent = {
      firstName: 'Mia',
      lastName: 'Cross',
      email: 'mia@example.com',
      message: 'Do you ship to Oslo?',
    };
    const stored = await t.app.inject({ method: 'POST', url: '/api/contact', payload: sent });
    expect(stored.statusCode).toBe(201);

    const page = await listAsAdmin(admin);
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(page.items[0]).toMatchObject({ _id: stored.json<{ insertedId: string }>().insertedId, ...sent });
  });

  it('lists the newest first, a numbered page at a time', async () => {
    const admin = await signUp(t.app, { role: 'admin' });
    await insertMessages(inbox);

    const first = await listAsAdmin(admin, '?pageSize=2');
    expect(first.items.map((item) => item.firstName)).toEqual(['Alan', 'Grace']);
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    const second = await listAsAdmin(admin, '?pageSize=2&page=2');
    expect(second.items.map((item) => item.firstName)).toEqual(['Ada']);
    expect(second.total).toBe(3);
    expect((await listAsAdmin(admin, '?pageSize=2&page=3')).items).toEqual([]);
  });

  it.each([
    ['first name', 'grace', ['Grace']],
    ['full name', 'ada lovelace', ['Ada']],
    ['last name', 'TURING', ['Alan']],
    ['e-mail', 'bletchley.example', ['Alan']],
    ['message text', 'hubs', ['Ada']],
    ['a literal %', '100%', ['Grace']],
    ['a literal _', 'a_a', []],
    ['a shared part', 'a', ['Alan', 'Grace', 'Ada']],
  ])('searches by %s, case-insensitively', async (_what, search, senders) => {
    const admin = await signUp(t.app, { role: 'admin' });
    await insertMessages(inbox);
    const page = await listAsAdmin(admin, `?search=${encodeURIComponent(search)}`);
    expect(page.items.map((item) => item.firstName)).toEqual(senders);
    expect(page.total).toBe(senders.length);
  });

  it('sorts by date or e-mail, both ways, the id breaking ties', async () => {
    const admin = await signUp(t.app, { role: 'admin' });
    // Grace writes twice; e-mails sort whatever their case.
    const graceAgain = {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'Grace@navy.example',
      message: 'Bolts?',
    };
    await insertMessages([...inbox, graceAgain]);
    const all = await listAsAdmin(admin, '?sort=createdAt&dir=asc');
    expect(all.items.map((item) => item.firstName)).toEqual(['Ada', 'Grace', 'Alan', 'Grace']);
    const [ada = '', grace = '', alan = '', graceLater = ''] = all.items.map((item) => item._id);
    const ascendingGroups = {
      createdAt: [[ada], [grace], [alan], [graceLater]],
      email: [[ada], [alan], [grace, graceLater]],
    };

    for (const [sort, groups] of Object.entries(ascendingGroups)) {
      for (const dir of bothWays) {
        const page = await listAsAdmin(admin, `?sort=${sort}&dir=${dir}`);
        expect(page.items.map((item) => item._id)).toEqual(expectedOrder(groups, dir));
      }
    }
  });

  it.each([
    ['sort', '?sort=message'],
    ['sort', '?sort='],
    ['dir', '?dir=ASC'],
    ['page', '?page=0'],
    ['page', '?page=two'],
    ['pageSize', '?pageSize=101'],
    ['search', `?search=${'x'.repeat(101)}`],
  ])('refuses a bad %s with a 400 naming it', async (field, query) => {
    const admin = await signUp(t.app, { role: 'admin' });
    const response = await list(query, admin);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field });
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldLabels, type UserTable } from '@crankworks/contract';
import type { App } from '../src/app.ts';
import { order, session, user } from '../src/db/schema/index.ts';
import { demoLogins, seedDemoUsers } from '../src/features/auth/demo-accounts.ts';
import { makeAdminCommand } from '../src/features/users/make-admin-command.ts';
import { deleteUser } from '../src/features/users/queries.ts';
import { signIn, signUp, type TestUser } from './auth-helper.ts';
import { buildTestApp } from './helper.ts';
import { addProduct, orderBody, placeOrderAs, stockOf } from './order-fixtures.ts';
import { bothWays, expectedOrder } from './sort-helper.ts';

let app: App;

beforeAll(async () => {
  ({ app } = await buildTestApp());
});
afterAll(() => app.close());

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, caller?: TestUser, payload?: object) =>
  app.inject({ method, url, headers: caller?.headers ?? {}, ...(payload ? { payload } : {}) });

const profile = {
  username: 'Ada Rider',
  education: 'BSc Mechanical Engineering',
  address: '1 Spoke St, Leeds',
  phone: '+44 113 496 0000',
};

describe('profile', () => {
  it('saves one’s own profile and reads it back', async () => {
    const rider = await signUp(app);
    const saved = await call('PUT', `/api/user/${rider.email}`, rider, { email: rider.email, ...profile });
    expect(saved.statusCode).toBe(200);
    const expected = { _id: rider.id, email: rider.email, role: 'user', ...profile };
    expect(saved.json()).toEqual(expected);
    expect((await call('GET', `/api/user/${rider.email}`, rider)).json()).toEqual(expected);

    // The username is the account's name.
    const current = await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: rider.headers });
    expect(current.json()).toMatchObject({ user: { name: 'Ada Rider' } });
  });

  it('keeps the fields a write leaves out', async () => {
    const rider = await signUp(app);
    await call('PUT', `/api/user/${rider.email}`, rider, { email: rider.email, ...profile });
    const partial = await call('PUT', `/api/user/${rider.email}`, rider, { email: rider.email, phone: '' });
    expect(partial.json()).toMatchObject({ ...profile, phone: '' });
  });

  it('writes nobody else’s profile, not even as an admin, and lets only the owner or an admin read it', async () => {
    const [rider, other, admin] = await Promise.all([
      signUp(app),
      signUp(app),
      signUp(app, { role: 'admin' }),
    ]);
    for (const caller of [other, admin]) {
      const write = await call('PUT', `/api/user/${rider.email}`, caller, {
        email: rider.email,
        ...profile,
        username: 'Hijack',
      });
      expect(write.statusCode).toBe(403);
    }
    expect(
      (await call('PUT', `/api/user/${rider.email}`, undefined, { email: rider.email, ...profile }))
        .statusCode,
    ).toBe(401);
    expect((await call('GET', `/api/user/${rider.email}`, other)).statusCode).toBe(403);
    expect((await call('GET', `/api/user/${rider.email}`)).statusCode).toBe(401);
    expect((await call('GET', `/api/user/${rider.email}`, admin)).json()).toMatchObject({
      email: rider.email,
      username: rider.name,
    });
    expect((await call('GET', '/api/user/nobody@example.com', admin)).statusCode).toBe(404);

    const [row] = await app.deps.database.db.select().from(user).where(eq(user.id, rider.id));
    expect(row?.name).toBe(rider.name);
  });

  it('refuses bad input with a 400 naming the field, and changes nothing', async () => {
    const rider = await signUp(app);
    const cases: [object, 'phone' | 'username' | 'address' | 'body' | 'email'][] = [
      [{ email: rider.email, ...profile, phone: 'call me' }, 'phone'],
      [{ email: rider.email, ...profile, username: '  ' }, 'username'],
      [{ email: rider.email, ...profile, address: 'x'.repeat(201) }, 'address'],
      [{ email: rider.email, ...profile, role: 'admin' }, 'body'],
      [{ ...profile }, 'email'],
    ];
    for (const [payload, field] of cases) {
      const response = await call('PUT', `/api/user/${rider.email}`, rider, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json(), JSON.stringify(payload)).toMatchObject({
        field,
        message: expect.stringMatching(new RegExp(`^${fieldLabels[field]} `)),
      });
    }
    expect((await call('GET', '/api/user/not-an-email', rider)).statusCode).toBe(400);
    const [row] = await app.deps.database.db.select().from(user).where(eq(user.id, rider.id));
    expect(row).toMatchObject({ name: rider.name, phone: '', address: '', role: 'user' });
  });
});

describe('admin check (GET /api/admin/:email)', () => {
  it('answers a customer about himself only, and an admin about anyone', async () => {
    const [rider, other, admin] = await Promise.all([
      signUp(app),
      signUp(app),
      signUp(app, { role: 'admin' }),
    ]);
    expect((await call('GET', `/api/admin/${rider.email}`, rider)).json()).toEqual({ admin: false });
    expect((await call('GET', `/api/admin/${rider.email}`, other)).statusCode).toBe(403);
    expect((await call('GET', `/api/admin/${admin.email}`, admin)).json()).toEqual({ admin: true });
    expect((await call('GET', `/api/admin/${rider.email}`, admin)).json()).toEqual({ admin: false });
    expect((await call('GET', `/api/admin/${rider.email}`)).statusCode).toBe(401);
  });
});

describe('all users (GET /api/users)', () => {
  it('lists users with their role, searchable and paged, to admins only', async () => {
    const admin = await signUp(app, { role: 'admin', name: 'Table Admin' });
    const riders = [await signUp(app, { name: 'Zed Spokes' }), await signUp(app, { name: 'Zed Chain' })];

    const found = await call('GET', '/api/users?search=zed&pageSize=1&page=2', admin);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({
      total: 2,
      page: 2,
      pageSize: 1,
      items: [{ email: riders[1]?.email, name: 'Zed Chain', role: 'user' }],
    });
    const byMail = await call(
      'GET',
      `/api/users?search=${encodeURIComponent(admin.email.toUpperCase())}`,
      admin,
    );
    expect(byMail.json()).toMatchObject({ total: 1, items: [{ name: 'Table Admin', role: 'admin' }] });
    // A LIKE wildcard in the search is taken literally.
    expect((await call('GET', '/api/users?search=%25', admin)).json()).toMatchObject({ total: 0 });

    expect((await call('GET', '/api/users', riders[0])).statusCode).toBe(403);
    expect((await call('GET', '/api/users?page=0', admin)).statusCode).toBe(400);
  });

  it('sorts by name, e-mail, role and joined date, both ways, the id breaking ties', async () => {
    const admin = await signUp(app, { role: 'admin' });
    const members = [
      await signUp(app, { name: 'Qsort delta', email: 'qsort-c@example.com' }),
      await signUp(app, { name: 'qsort Alpha', email: 'qsort-a@example.com', role: 'admin' }),
      await signUp(app, { name: 'Qsort beta', email: 'qsort-b@example.com' }),
      await signUp(app, { name: 'qsort Alpha', email: 'qsort-d@example.com' }),
    ];
    for (const [index, member] of members.entries()) {
      const createdAt = new Date(Date.parse('2026-11-01T09:00:00Z') + index * 60_000);
      await app.deps.database.db.update(user).set({ createdAt }).where(eq(user.id, member.id));
    }
    const [u1 = '', u2 = '', u3 = '', u4 = ''] = members.map((member) => member.id);
    const ascendingGroups = {
      // Names sort whatever their case.
      name: [[u2, u4], [u3], [u1]],
      email: [[u2], [u3], [u1], [u4]],
      role: [[u2], [u1, u3, u4]],
      createdAt: [[u1], [u2], [u3], [u4]],
    };

    for (const [sort, groups] of Object.entries(ascendingGroups)) {
      for (const dir of bothWays) {
        const url = `/api/users?search=qsort&sort=${sort}&dir=${dir}`;
        const response = await call('GET', url, admin);
        expect(response.statusCode, url).toBe(200);
        const rows = (response.json() as UserTable).items.map((row) => row._id);
        expect(rows, url).toEqual(expectedOrder(groups, dir));
      }
    }
  });

  it.each([
    ['sort', 'sort=password'],
    ['sort', 'sort=createdAt%20desc'],
    ['dir', 'dir=descending'],
  ])('refuses a bad %s with a 400 naming it', async (field, query) => {
    const admin = await signUp(app, { role: 'admin' });
    const response = await call('GET', `/api/users?${query}`, admin);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field });
  });
});

describe('make admin (PUT /api/user/admin/:email)', () => {
  it('promotes a customer once, then reports nothing to change', async () => {
    const [admin, rider] = await Promise.all([signUp(app, { role: 'admin' }), signUp(app)]);
    expect((await call('PUT', `/api/user/admin/${rider.email}`, admin)).json()).toEqual({ modifiedCount: 1 });
    expect((await call('PUT', `/api/user/admin/${rider.email}`, admin)).json()).toEqual({ modifiedCount: 0 });
    expect((await call('GET', '/api/users', rider)).statusCode).toBe(200);
    expect((await call('PUT', '/api/user/admin/nobody@example.com', admin)).statusCode).toBe(404);
  });

  it('is refused to customers (the page says "Failed to make an admin" on a 403)', async () => {
    const [rider, other] = await Promise.all([signUp(app), signUp(app)]);
    expect((await call('PUT', `/api/user/admin/${rider.email}`, rider)).statusCode).toBe(403);
    expect((await call('PUT', `/api/user/admin/${other.email}`, rider)).statusCode).toBe(403);
    expect((await call('GET', `/api/admin/${other.email}`, other)).json()).toEqual({ admin: false });
  });
});

describe('delete user (DELETE /api/user/:email)', () => {
  it('deletes the user and ends his sessions at once, cookie and bearer alike', async () => {
    const [admin, rider] = await Promise.all([signUp(app, { role: 'admin' }), signUp(app)]);
    const secondCookie = await signIn(app, rider.email, rider.password);

    expect((await call('DELETE', `/api/user/${rider.email}`, admin)).json()).toEqual({ deletedCount: 1 });

    for (const headers of [
      { cookie: rider.cookie },
      { cookie: secondCookie },
      { authorization: `Bearer ${rider.bearer}` },
    ]) {
      expect((await app.inject({ method: 'GET', url: `/api/user/${rider.email}`, headers })).statusCode).toBe(
        401,
      );
    }
    expect(await app.deps.database.db.select().from(session).where(eq(session.userId, rider.id))).toEqual([]);
    expect((await call('DELETE', `/api/user/${rider.email}`, admin)).statusCode).toBe(404);
  });

  it("cancels the user's unpaid orders (stock back) and keeps his paid ones", async () => {
    const { db } = app.deps.database;
    const [admin, rider] = await Promise.all([signUp(app, { role: 'admin' }), signUp(app)]);
    const product = await addProduct(db, { availableQty: 100 });
    const unpaidId = await placeOrderAs(app, rider, orderBody(product.id));
    const paidId = await placeOrderAs(app, rider, orderBody(product.id));
    await db
      .update(order)
      .set({ paid: true, transactionId: `pi_paid_${paidId}` })
      .where(eq(order.id, paidId));
    expect(await stockOf(db, product.id)).toBe(92);

    expect((await call('DELETE', `/api/user/${rider.email}`, admin)).statusCode).toBe(200);

    expect(await stockOf(db, product.id)).toBe(96);
    const left = await db.select().from(order).where(eq(order.userEmail, rider.email));
    expect(left.map((row) => ({ id: row.id, userId: row.userId, paid: row.paid }))).toEqual([
      { id: paidId, userId: null, paid: true },
    ]);
    expect(left.some((row) => row.id === unpaidId)).toBe(false);
  });

  it('never deletes oneself, and lets an admin delete another admin', async () => {
    const { app: fresh } = await buildTestApp();
    try {
      const inject = (url: string, caller: TestUser) =>
        fresh.inject({ method: 'DELETE', url, headers: caller.headers });
      const [first, second] = await Promise.all([
        signUp(fresh, { role: 'admin' }),
        signUp(fresh, { role: 'admin' }),
      ]);

      const self = await inject(`/api/user/${first.email}`, first);
      expect(self.statusCode).toBe(409);
      expect(self.json()).toEqual({ message: 'You cannot delete your own account' });

      expect((await inject(`/api/user/${second.email}`, first)).statusCode).toBe(200);
      const admins = await fresh.deps.database.db.select().from(user).where(eq(user.role, 'admin'));
      expect(admins.map((row) => row.email)).toEqual([first.email]);
    } finally {
      await fresh.close();
    }
  });

  it('keeps one admin when the last two delete each other at the same moment', async () => {
    const { app: fresh } = await buildTestApp();
    try {
      const { db } = fresh.deps.database;
      const [first, second] = await Promise.all([
        signUp(fresh, { role: 'admin' }),
        signUp(fresh, { role: 'admin' }),
      ]);
      // Both requests passed their admin check before either delete ran.
      const outcomes = await Promise.all([
        deleteUser(
          { db, provider: fresh.deps.payments, holdMinutes: 30, seller: fresh.deps.config },
          second.email,
          first,
        ),
        deleteUser(
          { db, provider: fresh.deps.payments, holdMinutes: 30, seller: fresh.deps.config },
          first.email,
          second,
        ),
      ]);
      expect(outcomes.sort()).toEqual(['deleted', 'last-admin']);
      expect(await db.select().from(user).where(eq(user.role, 'admin'))).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });

  it('lets a customer delete his own account: his sessions end, his paid orders stay on record', async () => {
    const { db } = app.deps.database;
    const rider = await signUp(app);
    const elsewhere = await signIn(app, rider.email, rider.password);
    const product = await addProduct(db, { availableQty: 100 });
    const unpaidId = await placeOrderAs(app, rider, orderBody(product.id));
    const paidId = await placeOrderAs(app, rider, orderBody(product.id));
    await db
      .update(order)
      .set({ paid: true, transactionId: `pi_paid_${paidId}` })
      .where(eq(order.id, paidId));

    expect((await call('DELETE', `/api/user/${rider.email}`, rider)).json()).toEqual({ deletedCount: 1 });

    expect(await db.select().from(user).where(eq(user.id, rider.id))).toEqual([]);
    for (const cookie of [rider.cookie, elsewhere])
      expect(
        (await app.inject({ method: 'GET', url: '/api/sessions', headers: { cookie } })).statusCode,
      ).toBe(401);
    const left = await db.select().from(order).where(eq(order.userEmail, rider.email));
    expect(left.map((row) => row.id)).toEqual([paidId]);
    expect(left.some((row) => row.id === unpaidId)).toBe(false);
  });

  it('is refused to customers and visitors', async () => {
    const [rider, other] = await Promise.all([signUp(app), signUp(app)]);
    expect((await call('DELETE', `/api/user/${other.email}`, rider)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/user/${other.email}`)).statusCode).toBe(401);
    expect((await call('GET', `/api/user/${other.email}`, other)).statusCode).toBe(200);
  });
});

describe('demo accounts and the admin command', () => {
  it('seeds the demo admin and customer once into a database demo mode made, with working passwords and roles', async () => {
    const { db } = app.deps.database;
    const context = { db, config: app.deps.config, log: app.log };
    await seedDemoUsers({ ...context, newDatabase: true });
    // Its next start: the database is in use now, and demo mode made it.
    await seedDemoUsers({ ...context, newDatabase: false });
    for (const demo of demoLogins) {
      const rows = await db.select().from(user).where(eq(user.email, demo.email));
      expect(rows.map((row) => row.role)).toEqual([demo.role]);
      const cookie = await signIn(app, demo.email, demo.password);
      const check = await app.inject({ method: 'GET', url: `/api/admin/${demo.email}`, headers: { cookie } });
      expect(check.json()).toEqual({ admin: demo.role === 'admin' });
    }
  });

  it('seeds no demo account outside demo mode', async () => {
    const { db } = app.deps.database;
    await db.delete(user).where(eq(user.email, 'customer@crankworks.test'));
    await seedDemoUsers({ db, config: { ...app.deps.config, demo: false }, log: app.log, newDatabase: true });
    expect(await db.select().from(user).where(eq(user.email, 'customer@crankworks.test'))).toEqual([]);
  });

  it('`npm run admin -- <email>` makes an existing user admin and explains any other case', async () => {
    const { db } = app.deps.database;
    const rider = await signUp(app);
    expect(await makeAdminCommand(db, [rider.email.toUpperCase()])).toEqual({
      exitCode: 0,
      message: `${rider.email} is now an admin.`,
    });
    expect(await makeAdminCommand(db, [rider.email])).toEqual({
      exitCode: 0,
      message: `${rider.email} already is an admin.`,
    });
    expect((await makeAdminCommand(db, ['ghost@example.com'])).exitCode).toBe(1);
    expect((await makeAdminCommand(db, [])).exitCode).toBe(2);
    expect((await makeAdminCommand(db, ['not-an-email'])).exitCode).toBe(2);
    expect((await call('GET', `/api/admin/${rider.email}`, rider)).json()).toEqual({ admin: true });
  });
});

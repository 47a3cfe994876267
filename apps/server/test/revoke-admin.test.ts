import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { revokeAdminMessages } from '@crankworks/contract';
import { user } from '../src/db/schema/index.ts';
import { revokeAdmin } from '../src/features/users/queries.ts';
import { signUp, type TestUser } from './auth-helper.ts';
import { buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(() => t.app.close());

const revoke = (email: string, caller?: TestUser) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/user/admin/${encodeURIComponent(email)}`,
    headers: caller?.headers ?? {},
  });

const adminEmails = async () =>
  (await t.database.db.select().from(user).where(eq(user.role, 'admin'))).map((row) => row.email).sort();

describe('revoke admin (DELETE /api/user/admin/:email)', () => {
  it('makes another admin a customer, and his existing sessions lose admin rights at once', async () => {
    const [first, second] = [await signUp(t.app, { role: 'admin' }), await signUp(t.app, { role: 'admin' })];
    const asSecond = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/users', headers });
    expect((await asSecond(second.headers)).statusCode).toBe(200);

    const response = await revoke(second.email.toUpperCase(), first);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ modifiedCount: 1 });
    expect(await adminEmails()).toEqual([first.email]);

    // The sessions he signed in with before, cookie and bearer alike, are still his but no longer admin.
    expect((await asSecond(second.headers)).statusCode).toBe(403);
    expect((await asSecond({ authorization: `Bearer ${second.bearer}` })).statusCode).toBe(403);
    const check = await t.app.inject({
      method: 'GET',
      url: `/api/admin/${encodeURIComponent(second.email)}`,
      headers: second.headers,
    });
    expect(check.json()).toEqual({ admin: false });

    // Revoking a customer changes nothing; an unknown address is a 404.
    expect((await revoke(second.email, first)).json()).toEqual({ modifiedCount: 0 });
    expect((await revoke('nobody@example.com', first)).statusCode).toBe(404);
  });

  it('never revokes oneself, and never the last admin', async () => {
    const [only, customer] = [await signUp(t.app, { role: 'admin' }), await signUp(t.app)];
    const self = await revoke(only.email, only);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ message: revokeAdminMessages.self });
    expect(await revokeAdmin(t.database.db, only.email, customer.id)).toBe('last-admin');
    expect(await adminEmails()).toEqual([only.email]);
  });

  it('keeps one admin when the last two revoke each other at the same moment', async () => {
    const [first, second] = [await signUp(t.app, { role: 'admin' }), await signUp(t.app, { role: 'admin' })];
    // Both requests passed their admin check before either change ran.
    const outcomes = await Promise.all([
      revokeAdmin(t.database.db, second.email, first.id),
      revokeAdmin(t.database.db, first.email, second.id),
    ]);
    expect(outcomes.sort()).toEqual(['last-admin', 'revoked']);
    expect(await adminEmails()).toHaveLength(1);
  });

  it('is refused to customers and visitors before the input is read, and validates the e-mail', async () => {
    const [admin, customer] = [await signUp(t.app, { role: 'admin' }), await signUp(t.app)];
    expect((await revoke(admin.email, customer)).statusCode).toBe(403);
    expect((await revoke(admin.email)).statusCode).toBe(401);
    const bad = await revoke('not-an-email', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'email' });
    expect(await adminEmails()).toEqual([admin.email]);
  });
});

import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reviewMessages, type ModeratedReviewPage, type Review } from '@crankworks/contract';
import { signInFailure, user } from '../src/db/schema/index.ts';
import { ACCOUNT_LOCKOUT } from '../src/features/auth/account-lockout.ts';
import { freshClientAddress, signUp, type TestUser } from './auth-helper.ts';
import { buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(() => t.app.close());
const inject = (options: InjectOptions) => t.app.inject(options);

describe('passwords', () => {
  const signUpWith = (password: string) =>
    inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress: freshClientAddress(),
      payload: { name: 'Ada Rider', email: `ada-${Date.now()}-${Math.random()}@example.com`, password },
    });

  it('refuses common and guessable passwords at sign-up, saying why, and creates no account', async () => {
    for (const password of ['password123', 'qwertyuiop', 'Password1!', 'iloveyou2026']) {
      const response = await signUpWith(password);
      expect(response.statusCode, password).toBe(400);
      expect(response.json()).toMatchObject({
        message: expect.stringMatching(/^Password is too easy to guess/),
      });
    }
    expect(await t.database.db.select().from(user)).toEqual([]);
    expect((await signUpWith('Gravel-Sprocket-Lantern-42')).statusCode).toBe(200);
  });

  it('refuses a weak new password when a signed-in customer changes his', async () => {
    const customer = await signUp(t.app);
    const change = (newPassword: string) =>
      inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: customer.headers,
        payload: { currentPassword: customer.password, newPassword },
      });
    expect((await change('abc12345')).statusCode).toBe(400);
    expect((await change('Tandem-Derailleur-Quiet-7')).statusCode).toBe(200);
  });
});

describe('failed sign-ins per account', () => {
  const signInFrom = (address: string, email: string, password: string) =>
    inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: address,
      payload: { email, password },
    });

  it('locks an account after repeated wrong passwords from many addresses, even for the right one', async () => {
    const victim = await signUp(t.app);
    const bystander = await signUp(t.app);
    const addresses = Array.from({ length: 6 }, () => freshClientAddress());
    for (let guess = 0; guess < ACCOUNT_LOCKOUT.maxFailures; guess += 1) {
      const response = await signInFrom(
        addresses[guess % addresses.length]!,
        victim.email,
        `Wrong-guess-${guess}`,
      );
      expect(response.statusCode).toBe(401);
    }
    const locked = await signInFrom(freshClientAddress(), victim.email, victim.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      message: expect.stringMatching(/Too many failed sign-ins for this account/),
    });
    expect((await signInFrom(freshClientAddress(), bystander.email, bystander.password)).statusCode).toBe(
      200,
    );

    // Once the window has passed, the right password works again and the count starts over.
    await t.database.db
      .update(signInFailure)
      .set({
        windowStartedAt: sql`now() - interval '${sql.raw(String(ACCOUNT_LOCKOUT.windowMinutes + 1))} minutes'`,
      })
      .where(eq(signInFailure.email, victim.email));
    expect((await signInFrom(freshClientAddress(), victim.email, victim.password)).statusCode).toBe(200);
    expect(
      await t.database.db.select().from(signInFailure).where(eq(signInFailure.email, victim.email)),
    ).toEqual([]);
  });

  it.each(['application/x-www-form-urlencoded', 'text/plain'])(
    'refuses a sign-in sent as %s with a 415 in words, since its guesses would go uncounted',
    async (contentType) => {
      const customer = await signUp(t.app);
      const response = await inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: freshClientAddress(),
        headers: { 'content-type': contentType },
        payload: new URLSearchParams({ email: customer.email, password: customer.password }).toString(),
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ message: expect.stringMatching(/as JSON/) });
      expect(response.headers['set-cookie']).toBeUndefined();
    },
  );

  it('counts guesses better-auth reads as well as plain JSON: after a byte-order mark, at a dotted address', async () => {
    const victim = await signUp(t.app);
    const guess = (url: string, password: string) =>
      inject({
        method: 'POST',
        url,
        remoteAddress: freshClientAddress(),
        headers: { 'content-type': 'application/json' },
        payload: `\uFEFF${JSON.stringify({ email: victim.email, password })}`,
      });
    const urls = ['/api/auth/sign-in/email', '/api/auth/./sign-in/email'];
    for (let attempt = 0; attempt < ACCOUNT_LOCKOUT.maxFailures; attempt += 1)
      expect((await guess(urls[attempt % urls.length]!, `Wrong-guess-${attempt}`)).statusCode).toBe(401);
    expect((await signInFrom(freshClientAddress(), victim.email, victim.password)).statusCode).toBe(429);
  });
});

describe('reviews', () => {
  let customer: TestUser;
  let admin: TestUser;
  beforeEach(async () => {
    [customer, admin] = await Promise.all([signUp(t.app), signUp(t.app, { role: 'admin' })]);
  });
  const postReview = (who: TestUser, message: string) =>
    inject({
      method: 'POST',
      url: '/api/review',
      headers: who.headers,
      payload: { name: 'Ada', rating: 1, message },
    });
  const publicReviews = async () => (await inject({ method: 'GET', url: '/api/reviews' })).json<Review[]>();

  it('takes one review per customer', async () => {
    expect((await postReview(customer, 'First')).statusCode).toBe(201);
    const second = await postReview(customer, 'Second');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ message: reviewMessages.alreadyReviewed });
    expect((await publicReviews()).map((review) => review.message)).toEqual(['First']);
  });

  it('lets an admin hide a review from the home page, show it again, and delete it', async () => {
    const id = (await postReview(customer, 'Spam spam')).json<{ insertedId: string }>().insertedId;
    const hide = (hidden: boolean) =>
      inject({ method: 'PATCH', url: `/api/review/${id}`, headers: admin.headers, payload: { hidden } });

    expect((await hide(true)).json()).toMatchObject({ _id: id, hidden: true });
    expect(await publicReviews()).toEqual([]);
    const listed = await inject({ method: 'GET', url: '/api/admin/reviews', headers: admin.headers });
    expect(listed.json<ModeratedReviewPage>().items).toEqual([
      expect.objectContaining({ _id: id, hidden: true }),
    ]);

    await hide(false);
    expect(await publicReviews()).toHaveLength(1);
    const deleted = await inject({ method: 'DELETE', url: `/api/review/${id}`, headers: admin.headers });
    expect(deleted.json()).toEqual({ deletedCount: 1 });
    expect(await publicReviews()).toEqual([]);
    expect(
      (await inject({ method: 'DELETE', url: `/api/review/${id}`, headers: admin.headers })).statusCode,
    ).toBe(404);
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reviewSchema, type NewReview } from '@crankworks/contract';
import { review } from '../src/db/schema/index.ts';
import { signUp } from './auth-helper.ts';
import { buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(() => t.app.close());

const goodReview: NewReview = { name: 'Ada Rider', rating: 4, message: 'The hubs run smooth after 2000 km.' };

const postReview = (payload: unknown, headers?: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/review', headers, payload: payload as object });

const storedReviews = () => t.database.db.select().from(review);

describe('POST /api/review', () => {
  it('refuses a visitor with 401 and stores nothing', async () => {
    const response = await postReview(goodReview);
    expect(response.statusCode).toBe(401);
    expect(await storedReviews()).toHaveLength(0);
  });

  it('stores a signed-in customer’s review, which GET /api/reviews then shows first', async () => {
    const customer = await signUp(t.app, { name: 'Ada Rider' });
    const response = await postReview(goodReview, customer.headers);
    expect(response.statusCode).toBe(201);
    const { insertedId } = response.json<{ insertedId: string }>();

    const list = await t.app.inject({ method: 'GET', url: '/api/reviews' });
    const reviews = reviewSchema.array().parse(list.json());
    expect(reviews[0]).toMatchObject({ _id: insertedId, ...goodReview });
  });

  it('lets an admin write a review too, also with a bearer token instead of the cookie', async () => {
    const admin = await signUp(t.app, { role: 'admin' });
    const response = await postReview(goodReview, { authorization: `Bearer ${admin.bearer}` });
    expect(response.statusCode).toBe(201);
    expect(await storedReviews()).toHaveLength(1);
  });

  it.each([0, 6, 2.5, -1, '4', null])(
    'refuses a rating of %j with a 400 naming `rating`, storing nothing',
    async (rating) => {
      const customer = await signUp(t.app);
      const response = await postReview({ ...goodReview, rating }, customer.headers);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'rating', message: expect.stringMatching(/^Rating /) });
      expect(await storedReviews()).toHaveLength(0);
    },
  );

  it.each([
    ['name', { ...goodReview, name: '   ' }],
    ['name', { rating: 5, message: 'No name given' }],
    ['message', { ...goodReview, message: '' }],
    ['message', { ...goodReview, message: 'x'.repeat(1001) }],
  ])('refuses a bad %s with a 400 naming it', async (field, payload) => {
    const customer = await signUp(t.app);
    const response = await postReview(payload, customer.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field });
    expect(await storedReviews()).toHaveLength(0);
  });

  it('stores the trimmed text and only the fields of a review', async () => {
    const customer = await signUp(t.app);
    const response = await postReview(
      {
        name: '  Ada  ',
        rating: 5,
        message: ' Great cranks ',
        _id: '00000000-0000-4000-8000-000000000000',
        createdAt: '2001-01-01T00:00:00.000Z',
      },
      customer.headers,
    );
    expect(response.statusCode).toBe(201);
    const [stored] = await storedReviews();
    expect(stored).toMatchObject({
      id: response.json<{ insertedId: string }>().insertedId,
      name: 'Ada',
      message: 'Great cranks',
      rating: 5,
    });
    expect(stored?.createdAt.getFullYear()).toBeGreaterThan(2001);
  });
});

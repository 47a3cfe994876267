import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reviewSchema } from '@crankworks/contract';
import { review } from '../src/db/schema/index.ts';
import { seedDatabase } from '../src/db/seed.ts';
import { seedSteps } from '../src/seed-steps.ts';
import { starterReviews } from '../src/db/seed/reviews.ts';
import { buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(() => t.app.close());

describe('GET /api/reviews', () => {
  it('lists the reviews newest first with name, rating and message', async () => {
    await seedDatabase(t.database.db, seedSteps, t.app.deps.config, t.app.log);
    const response = await t.app.inject({ method: 'GET', url: '/api/reviews' });
    expect(response.statusCode).toBe(200);
    const body = response.json<Record<string, unknown>[]>();
    expect(body).toHaveLength(starterReviews.length);
    for (const item of body) {
      expect(Object.keys(item).sort()).toEqual(['_id', 'createdAt', 'message', 'name', 'rating']);
      reviewSchema.parse(item);
    }
    const times = body.map((item) => Date.parse(String(item.createdAt)));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const newest = [...starterReviews].sort((a, b) => a.daysAgo - b.daysAgo)[0];
    expect(body[0]).toMatchObject({ name: newest?.name, rating: newest?.rating, message: newest?.message });
  });

  it('puts a review written just now first', async () => {
    await seedDatabase(t.database.db, seedSteps, t.app.deps.config, t.app.log);
    await t.database.db.insert(review).values({ name: 'Newest Rider', rating: 2, message: 'Arrived today.' });
    const body = (await t.app.inject({ method: 'GET', url: '/api/reviews' })).json<{ name: string }[]>();
    expect(body[0]?.name).toBe('Newest Rider');
  });

  it('answers an empty list when there are no reviews', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/reviews' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});

import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reviewSchema } from '@crankworks/contract';
import { listReviews } from './queries.ts';

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get('/reviews', { schema: { tags: ['reviews'], response: { 200: z.array(reviewSchema) } } }, async () => listReviews(db));
};

import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, insertedSchema, newReviewSchema, reviewSchema } from '@crankworks/contract';
import { requireUser } from '../auth/guards.ts';
import { insertReview, listReviews } from './queries.ts';

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get('/reviews', { schema: { tags: ['reviews'], response: { 200: z.array(reviewSchema) } } }, async () =>
    listReviews(db),
  );

  app.post(
    '/review',
    {
      schema: {
        tags: ['reviews'],
        body: newReviewSchema,
        response: { 201: insertedSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
      onRequest: requireUser,
    },
    async (request, reply) => {
      const created = await insertReview(db, request.body);
      return reply.code(201).send({ insertedId: created._id });
    },
  );
};

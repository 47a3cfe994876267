import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  deletedSchema,
  idParamsSchema,
  insertedSchema,
  moderatedReviewPageSchema,
  moderatedReviewSchema,
  newReviewSchema,
  reviewSchema,
  reviewTableQuerySchema,
  reviewVisibilitySchema,
} from '@crankworks/contract';
import { requireAdmin, requireUser } from '../auth/index.ts';
import {
  deleteReview,
  insertReview,
  listReviews,
  listReviewsForModeration,
  setReviewHidden,
} from './queries.ts';

const tags = ['reviews'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/reviews',
    { config: { publicCache: true }, schema: { tags, response: { 200: z.array(reviewSchema) } } },
    async () => listReviews(db),
  );

  app.post(
    '/review',
    {
      schema: {
        tags,
        body: newReviewSchema,
        response: { 201: insertedSchema, ...errors, 409: apiErrorSchema },
      },
      onRequest: requireUser,
      config: { changesCatalog: true },
    },
    async (request, reply) => {
      const created = await insertReview(db, request.user.id, request.body);
      return reply.code(201).send({ insertedId: created._id });
    },
  );

  app.get(
    '/admin/reviews',
    {
      schema: {
        tags,
        querystring: reviewTableQuerySchema,
        response: { 200: moderatedReviewPageSchema, ...errors },
      },
      onRequest: requireAdmin,
    },
    async (request) => listReviewsForModeration(db, request.query),
  );

  app.patch(
    '/review/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: reviewVisibilitySchema,
        response: { 200: moderatedReviewSchema, ...errors },
      },
      onRequest: requireAdmin,
      config: { changesCatalog: true },
    },
    async (request) => setReviewHidden(db, request.params.id, request.body.hidden),
  );

  app.delete(
    '/review/:id',
    {
      schema: { tags, params: idParamsSchema, response: { 200: deletedSchema, ...errors } },
      onRequest: requireAdmin,
      config: { changesCatalog: true },
    },
    async (request) => {
      await deleteReview(db, request.params.id);
      return { deletedCount: 1 };
    },
  );
};

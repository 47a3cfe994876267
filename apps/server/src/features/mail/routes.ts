import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  idParamsSchema,
  outboxMailSchema,
  outboxPageSchema,
  outboxTableQuerySchema,
} from '@crankworks/contract';
import { requireAdmin } from '../auth/index.ts';
import { shopDetailsNow } from './shop-now.ts';
import { listOutbox, readOutboxMail } from './outbox-queries.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const tags = ['mail'];

/** The shop's outbox: every e-mail it wrote, for admins (it holds customers' links and addresses). */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config, mailer } = app.deps;
  const delivering = mailer !== null;

  app.get(
    '/admin/outbox',
    {
      schema: { tags, querystring: outboxTableQuerySchema, response: { 200: outboxPageSchema, ...errors } },
      onRequest: requireAdmin,
    },
    async (request) =>
      listOutbox(database.db, request.query, { delivering, shop: await shopDetailsNow(database.db, config) }),
  );

  app.get(
    '/admin/outbox/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: outboxMailSchema, ...errors, 404: apiErrorSchema },
      },
      onRequest: requireAdmin,
    },
    async (request) =>
      readOutboxMail(database.db, request.params.id, {
        delivering,
        shop: await shopDetailsNow(database.db, config),
      }),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, sellerAnswerSchema, sellerSchema } from '@crankworks/contract';
import { requireAdmin } from '../auth/index.ts';
import { readSeller, saveSeller } from './queries.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const tags = ['admin'];

/** Settings: the seller's identity that invoices, credit notes and e-mails print (decision 060). */
export const sellerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { config } = app.deps;

  app.get(
    '/admin/seller',
    {
      schema: {
        tags,
        summary: 'The seller on invoices and e-mails (the settings’ fallback until one is stored)',
        response: { 200: sellerAnswerSchema, ...errors },
      },
      onRequest: requireAdmin,
    },
    async () => readSeller(db, config),
  );

  app.put(
    '/admin/seller',
    {
      schema: {
        tags,
        summary: 'Store the seller: new invoices, credit notes and e-mails carry it',
        body: sellerSchema,
        response: { 200: sellerAnswerSchema, ...errors },
      },
      onRequest: requireAdmin,
      config: { changesCatalog: true },
    },
    async (request) => {
      await saveSeller(db, request.body);
      return readSeller(db, config);
    },
  );
};

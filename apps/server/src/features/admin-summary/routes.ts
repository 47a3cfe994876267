import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSummarySchema, apiErrorSchema } from '@crankworks/contract';
import { requireAdmin } from '../auth/index.ts';
import { salesFigures, salesPerDay } from './sales.ts';
import { latestMessages, lowStockParts, ordersByState } from './store.ts';

export const adminSummaryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/admin/summary',
    {
      schema: {
        tags: ['admin'],
        summary: "The admin dashboard's figures: sales, orders by state, low stock, latest messages",
        response: { 200: adminSummarySchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
      onRequest: requireAdmin,
    },
    async () => {
      const [sales, perDay, byState, lowStock, messages] = await Promise.all([
        salesFigures(db),
        salesPerDay(db),
        ordersByState(db),
        lowStockParts(db),
        latestMessages(db),
      ]);
      return { sales, salesPerDay: perDay, ordersByState: byState, lowStock, latestMessages: messages };
    },
  );
};

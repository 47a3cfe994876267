import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  deletedSchema,
  idParamsSchema,
  orderSchema,
  payOrderSchema,
} from '@crankworks/contract';
import { requireUser } from '../auth/index.ts';
import { loadOrderFor, loadOrderToPay, requireUserOrOrderLink, toOrderDto } from '../orders/index.ts';
import { payOrder } from './pay-order.ts';
import { withdrawUnpaidOrder } from './withdraw-order.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const tags = ['orders'];

/** A customer pays or cancels his unpaid order; an admin deletes one (decision 008). */
export const settlementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.delete(
    '/order/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        response: {
          200: deletedSchema,
          ...errors,
          404: apiErrorSchema,
          409: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
      onRequest: requireUser,
    },
    async (request) => {
      const row = await loadOrderFor(db, request.user, request.params.id, 'owner-or-admin');
      // The customer's own cancel keeps the order on record; an admin's delete removes it.
      const how = row.userId === request.user.id ? 'cancel' : 'delete';
      const context = {
        db,
        provider: app.deps.payments,
        holdMinutes: app.deps.config.ORDER_HOLD_MINUTES,
        seller: app.deps.config,
      };
      await withdrawUnpaidOrder(context, request.params.id, how);
      return { deletedCount: 1 };
    },
  );

  app.patch(
    '/order/:id',
    {
      schema: {
        tags: ['payments'],
        params: idParamsSchema,
        body: payOrderSchema,
        response: { 200: orderSchema, ...errors, 404: apiErrorSchema, 409: apiErrorSchema },
      },
      onRequest: requireUserOrOrderLink,
    },
    async (request) => {
      const current = await loadOrderToPay(db, request, request.params.id);
      return toOrderDto(
        await payOrder(db, app.deps.payments, current, request.body.transactionId, app.deps.config),
      );
    },
  );
};

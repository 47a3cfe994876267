import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  cancelPaidOrderSchema,
  idParamsSchema,
  newRefundSchema,
  orderSchema,
  refundSchema,
} from '@crankworks/contract';
import { requireAdmin } from '../auth/index.ts';
import { cancelPaidOrder } from './cancel-paid-order.ts';
import type { RefundContext } from './finish-refund.ts';
import { refundOrder } from './refund-order.ts';
import { toOrderDto, toRefundDto } from '../orders/index.ts';

// 502: the provider refused the refund (recorded as failed); 503: it did not answer (left pending).
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  502: apiErrorSchema,
  503: apiErrorSchema,
};
const tags = ['orders'];

/** Admins pay money back on a paid order (decision 050). */
export const refundRoutes: FastifyPluginAsyncZod = async (app) => {
  const contextOf = (request: { user: { id: string }; log: RefundContext['log'] }): RefundContext => ({
    db: app.deps.database.db,
    provider: app.deps.payments,
    adminId: request.user.id,
    seller: app.deps.config,
    log: request.log,
  });

  app.post(
    '/order/:id/refunds',
    {
      schema: {
        tags,
        summary: 'Refund part or all of a paid order, by amount or by lines',
        params: idParamsSchema,
        body: newRefundSchema,
        response: { 201: refundSchema, ...errors },
      },
      config: { idempotent: true },
      onRequest: requireAdmin,
    },
    async (request, reply) => {
      const refunded = await refundOrder(contextOf(request), request.params.id, request.body);
      return reply.code(201).send(toRefundDto(refunded));
    },
  );

  app.post(
    '/order/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel a paid order that has not shipped: refund the rest and restock it',
        params: idParamsSchema,
        body: cancelPaidOrderSchema,
        response: { 200: orderSchema, ...errors },
      },
      config: { idempotent: true },
      onRequest: requireAdmin,
    },
    async (request) =>
      toOrderDto(await cancelPaidOrder(contextOf(request), request.params.id, request.body.reason)),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  idParamsSchema,
  newShipmentSchema,
  orderDetailSchema,
  orderSchema,
} from '@crankworks/contract';
import { requireAdmin } from '../auth/index.ts';
import { toOrderDetailDto, toOrderDto } from '../orders/index.ts';
import { markDelivered, markShipped, shipOrder } from './ship-order.ts';

const tags = ['orders'];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** An admin ships an order part by part, with tracking, and records its delivery (decision 049). */
export const shipmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.post(
    '/order/:id/shipments',
    {
      schema: {
        tags,
        summary: "Ships some pieces of a paid order's lines, with an optional carrier and tracking number",
        params: idParamsSchema,
        body: newShipmentSchema,
        response: { 201: orderDetailSchema, ...errors },
      },
      onRequest: requireAdmin,
    },
    async (request, reply) => {
      const shipped = await shipOrder(db, request.params.id, request.body);
      return reply.code(201).send(await toOrderDetailDto(db, shipped, { forAdmin: true }));
    },
  );

  app.post(
    '/order/:id/delivered',
    {
      schema: {
        tags,
        summary: 'Records that a shipped order arrived; a repeat changes nothing',
        params: idParamsSchema,
        response: { 200: orderDetailSchema, ...errors },
      },
      onRequest: requireAdmin,
    },
    async (request) => toOrderDetailDto(db, await markDelivered(db, request.params.id), { forAdmin: true }),
  );

  app.patch(
    '/order/:id/shipped',
    {
      schema: {
        tags,
        summary: 'Mark Shipped: ships everything left of a paid order as one shipment',
        params: idParamsSchema,
        response: { 200: orderSchema, ...errors },
      },
      onRequest: requireAdmin,
    },
    async (request) => toOrderDto(await markShipped(db, request.params.id)),
  );
};

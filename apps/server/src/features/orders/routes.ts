import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  checkoutBodySchema,
  idParamsSchema,
  insertedSchema,
  myOrdersQuerySchema,
  orderDetailSchema,
  orderListSchema,
  orderTablePageSchema,
  orderTableQuerySchema,
  orderExportQuerySchema,
  placeOrderSchema,
} from '@crankworks/contract';
import { forbidden } from '../../lib/errors.ts';
import { ordersPlaced } from '../../lib/metrics.ts';
import { requireAdmin, requireUser } from '../auth/index.ts';
import { loadOrderToRead } from './order-access.ts';
import { toOrderDto } from './order-dto.ts';
import { toOrderDetailDto } from './order-detail.ts';
import { readShipment } from './order-shipment.ts';
import { ordersCsv } from './orders-csv.ts';
import { placeCartOrder } from './place-cart-order.ts';
import { placeOrder } from './place-order.ts';
import { listOrdersByEmail, listOrdersOfUser, listOrdersPage } from './queries.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const tags = ['orders'];

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const limits = {
    maxUnpaid: app.deps.config.MAX_UNPAID_ORDERS,
    holdMinutes: app.deps.config.ORDER_HOLD_MINUTES,
  };

  app.post(
    '/order',
    {
      schema: {
        tags,
        body: placeOrderSchema,
        response: { 201: insertedSchema, ...errors, 404: apiErrorSchema, 409: apiErrorSchema },
      },
      config: { idempotent: true },
      onRequest: requireUser,
    },
    async (request, reply) => {
      // The part may come from the catalogue's cache, kept while the change feed keeps it honest.
      const readPart = (id: string) => app.partCache.read(id);
      const shipment = await readShipment(db, app.deps.config, request.body, app.shippingTermsCache);
      const options = { ...limits, readPart, shipment };
      const placed = await placeOrder(app.deps.database, request.user, request.body, options);
      ordersPlaced.inc();
      return reply.code(201).send({ insertedId: placed.id });
    },
  );

  app.post(
    '/checkout',
    {
      schema: {
        tags,
        body: checkoutBodySchema,
        response: { 201: insertedSchema, ...errors, 409: apiErrorSchema },
      },
      config: { idempotent: true },
      onRequest: requireUser,
    },
    async (request, reply) => {
      const shipment = await readShipment(db, app.deps.config, request.body, app.shippingTermsCache);
      const placed = await placeCartOrder(app.deps.database, request.user, request.body, {
        ...limits,
        shipment,
      });
      ordersPlaced.inc();
      return reply.code(201).send({ insertedId: placed.id });
    },
  );

  app.get(
    '/order',
    {
      schema: { tags, querystring: myOrdersQuerySchema, response: { 200: orderListSchema, ...errors } },
      onRequest: requireUser,
    },
    async (request) => {
      const { user } = request;
      const own = request.query.email.toLowerCase() === user.email.toLowerCase();
      if (!own && user.role !== 'admin') throw forbidden('You can only see your own orders');
      const rows = own
        ? await listOrdersOfUser(db, user.id)
        : await listOrdersByEmail(db, request.query.email);
      return rows.map(toOrderDto);
    },
  );

  app.get(
    '/order/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: orderDetailSchema, ...errors, 404: apiErrorSchema },
      },
      onRequest: requireUser,
    },
    async (request) =>
      toOrderDetailDto(db, await loadOrderToRead(db, request.user, request.params.id), {
        forAdmin: request.user.role === 'admin',
      }),
  );

  app.get(
    '/orders',
    {
      schema: {
        tags,
        querystring: orderTableQuerySchema,
        response: { 200: orderTablePageSchema, ...errors },
      },
      onRequest: requireAdmin,
    },
    async (request) => listOrdersPage(db, request.query),
  );

  app.get(
    '/admin/orders.csv',
    {
      schema: {
        tags,
        summary: 'Manage Orders as searched and sorted, as a CSV download (at most 10,000 rows)',
        querystring: orderExportQuerySchema,
        response: { 200: z.string().describe('text/csv'), ...errors },
      },
      onRequest: requireAdmin,
    },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
        .send(await ordersCsv(db, request.query));
    },
  );
};

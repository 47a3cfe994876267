import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  guestCheckoutBodySchema,
  guestOrderSchema,
  orderDetailSchema,
  orderLinkParamsSchema,
  orderSchema,
} from '@crankworks/contract';
import { ordersPlaced } from '../../lib/metrics.ts';
import { orderLinkKeyOf, signOrderLink } from '../../lib/order-link-token.ts';
import { requireUser } from '../auth/index.ts';
import {
  loadLinkedOrder,
  placeGuestOrder,
  readShipment,
  sendInvoice,
  toOrderDetailDto,
  toOrderDto,
} from '../orders/index.ts';
import { claimOrder } from './claim-order.ts';

const tags = ['guest orders'];
const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

/**
 * Guest checkout and the signed order link (decision 066): a visitor orders his browser cart without
 * an account, then sees, pays and downloads the order by its link, and may add it to his account.
 */
export const guestOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app.deps;
  const { db } = database;
  const limits = { maxUnpaid: config.MAX_UNPAID_ORDERS, holdMinutes: config.ORDER_HOLD_MINUTES };

  app.post(
    '/guest-checkout',
    {
      schema: {
        tags,
        body: guestCheckoutBodySchema,
        response: { 201: guestOrderSchema, 400: apiErrorSchema, 409: apiErrorSchema },
      },
      // Anyone may order; a script may not hold the stock with orders it never pays (and the rate
      // limit answers before the body is read). Not an idempotent submit: its keys are an account's
      // (decision 058); a guest's second send is bounded by his e-mail's holds instead.
      config: { personal: true, rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const shipment = await readShipment(db, config, request.body, app.shippingTermsCache);
      const placed = await placeGuestOrder(database, request.body, { ...limits, shipment });
      ordersPlaced.inc();
      const orderLink = signOrderLink(orderLinkKeyOf(config), placed.id);
      return reply.code(201).send({ insertedId: placed.id, orderLink });
    },
  );

  app.get(
    '/order-link/:token',
    {
      schema: { tags, params: orderLinkParamsSchema, response: { 200: orderDetailSchema, ...errors } },
      config: { personal: true, rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) =>
      toOrderDetailDto(db, await loadLinkedOrder(db, request, request.params.token), { forAdmin: false }),
  );

  app.get(
    '/order-link/:token/invoice.pdf',
    {
      schema: {
        tags,
        summary: "A guest order's invoice as a PDF (a pro-forma while it is unpaid), by its order link",
        params: orderLinkParamsSchema,
      },
      config: { personal: true, rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) =>
      sendInvoice(app, reply, await loadLinkedOrder(db, request, request.params.token)),
  );

  app.post(
    '/order-link/:token/claim',
    {
      schema: {
        tags,
        params: orderLinkParamsSchema,
        response: {
          200: orderSchema,
          ...errors,
          401: apiErrorSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
      onRequest: requireUser,
    },
    async (request) => {
      const row = await loadLinkedOrder(db, request, request.params.token);
      return toOrderDto(await claimOrder(db, request.user, row));
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  cardErrorField,
  cardErrorSchema,
  createPaymentIntentSchema,
  paymentIntentSchema,
  testCardPaymentSchema,
  testCardResultSchema,
} from '@crankworks/contract';
import { conflict, fieldRefused, notFound } from '../../lib/errors.ts';
import { payments } from '../../lib/metrics.ts';
import { SHOP_CURRENCY } from '../../lib/money.ts';
import { loadOrderToPay, requireUserOrOrderLink } from '../orders/index.ts';
import { startPayment } from './start-payment.ts';
import { stripeWebhookRoutes } from './stripe-webhook-routes.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const tags = ['payments'];

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, payments: provider } = app.deps;
  const { db } = database;

  app.post(
    '/create-payment-intent',
    {
      schema: {
        tags,
        body: createPaymentIntentSchema,
        response: { 200: paymentIntentSchema, ...errors, 409: apiErrorSchema },
      },
      onRequest: requireUserOrOrderLink,
    },
    async (request) => {
      const current = await loadOrderToPay(db, request, request.body.orderId);
      if (current.paid) throw conflict('This order is already paid');
      const { intent, amountCents } = await startPayment(db, provider, current);
      return {
        clientSecret: intent.clientSecret,
        provider: provider.name,
        publishableKey: provider.publishableKey,
        amountCents,
        currency: SHOP_CURRENCY,
      };
    },
  );

  app.post(
    '/test-payments/confirm',
    {
      schema: {
        tags,
        body: testCardPaymentSchema,
        response: { 200: testCardResultSchema, ...errors, 402: cardErrorSchema },
      },
      onRequest: requireUserOrOrderLink,
    },
    async (request, reply) => {
      const { testCards } = provider;
      if (!testCards)
        throw notFound('The test payment processor is off: this server takes card payments through Stripe');
      const intent = await testCards.findIntent(request.body.clientSecret);
      if (!intent) throw fieldRefused('clientSecret', 'does not match a payment');
      await loadOrderToPay(db, request, intent.orderId);
      const verdict = await testCards.confirm(intent, request.body);
      if (!verdict.ok) {
        payments.inc({ outcome: 'declined' });
        const field = cardErrorField[verdict.code];
        return reply
          .code(402)
          .send({ message: verdict.message, code: verdict.code, ...(field ? { field } : {}) });
      }
      return { status: 'succeeded' as const, transactionId: intent.id };
    },
  );

  await app.register(stripeWebhookRoutes, { active: provider.stripeWebhooks });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import Stripe from 'stripe';
import { apiErrorSchema, stripeWebhookAckSchema } from '@crankworks/contract';
import { badRequest, notFound } from '../../lib/errors.ts';
import { handleStripeEvent } from './stripe-webhook.ts';

/**
 * POST /stripe/webhook. Its own plugin so that only here the body stays the raw bytes Stripe signed
 * (every other route keeps JSON parsing). Off (404) unless Stripe and its webhook secret are set.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<{ active: boolean }> = async (app, options) => {
  const { config, database } = app.deps;
  const secret = options.active ? config.STRIPE_WEBHOOK_SECRET : undefined;

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/stripe/webhook',
    {
      schema: {
        tags: ['payments'],
        response: { 200: stripeWebhookAckSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      if (!secret) throw notFound('Stripe webhooks are not configured on this server');
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body))
        throw badRequest('A signed Stripe event is required');
      let event: Stripe.Event;
      try {
        event = Stripe.webhooks.constructEvent(request.body, signature, secret);
      } catch {
        throw badRequest('The Stripe signature is not valid');
      }
      await handleStripeEvent(database.db, event, request.log, app.deps.config);
      return { received: true as const };
    },
  );
};

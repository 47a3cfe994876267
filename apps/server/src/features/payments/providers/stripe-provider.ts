import Stripe from 'stripe';
import { refundIdempotencyKey } from '../../orders/index.ts';
import type { PaymentProvider } from './payment-provider.ts';

export interface StripeProviderOptions {
  secretKey: string;
  publishableKey: string;
  /** Where Stripe's API lives; only set to reach a local stand-in of it in tests. */
  apiBase?: string;
}

// Ids go into the request path: anything but Stripe's own id characters is certainly not an intent.
const intentIdPattern = /^pi_[A-Za-z0-9_]{1,200}$/;

export function createStripeClient(options: Pick<StripeProviderOptions, 'secretKey' | 'apiBase'>): Stripe {
  const base = options.apiBase ? new URL(options.apiBase) : undefined;
  return new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    telemetry: false,
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'http:' ? 80 : 443),
      protocol: base.protocol === 'http:' ? 'http' : 'https',
    }),
  });
}

const isMissing = (error: unknown) =>
  error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404;

/** Stripe's definite no to a request (more than is left to refund, a payment never captured). */
const isRefusal = (error: unknown): error is Stripe.errors.StripeError =>
  error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError;

export function createStripeProvider(
  options: StripeProviderOptions,
  stripe = createStripeClient(options),
): PaymentProvider {
  return {
    name: 'stripe',
    publishableKey: options.publishableKey,
    stripeWebhooks: true,

    async createIntent({ orderId, amountCents, currency, idempotencyKey }) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: amountCents,
          currency,
          metadata: { orderId },
          automatic_payment_methods: { enabled: true },
        },
        { idempotencyKey },
      );
      if (!intent.client_secret)
        throw new Error(`Stripe returned payment intent ${intent.id} without a client secret`);
      return { id: intent.id, clientSecret: intent.client_secret };
    },

    async retrieveIntent(id) {
      if (!intentIdPattern.test(id)) return null;
      try {
        const intent = await stripe.paymentIntents.retrieve(id);
        return {
          id: intent.id,
          status: intent.status,
          amountCents: intent.amount,
          currency: intent.currency,
          orderId: intent.metadata.orderId ?? null,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async cancelIntent(id) {
      try {
        const intent = await stripe.paymentIntents.cancel(id);
        return intent.status === 'succeeded' ? 'succeeded' : 'canceled';
      } catch (error) {
        // Stripe refuses to cancel an intent that has succeeded (or already was cancelled): ask which.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        const intent = await stripe.paymentIntents.retrieve(id);
        if (intent.status === 'succeeded') return 'succeeded';
        if (intent.status === 'canceled') return 'canceled';
        throw error;
      }
    },

    // The SDK's own retries of a network failure send the same key, and so does a later retry of a
    // refund left pending: Stripe answers them with the first refund. Other errors stay unknown.
    async refund(intentId, { refundId, orderId, amountCents }) {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: intentId, amount: amountCents, metadata: { refundId, orderId } },
          { idempotencyKey: refundIdempotencyKey(refundId) },
        );
        if (refund.status === 'failed' || refund.status === 'canceled')
          return { status: 'failed', failure: refund.failure_reason ?? `Stripe marked it ${refund.status}` };
        return { status: 'succeeded', providerRefundId: refund.id };
      } catch (error) {
        if (isRefusal(error)) return { status: 'failed', failure: error.message };
        throw error;
      }
    },
  };
}

import Stripe from 'stripe';
import { paymentMessages } from '@crankworks/contract';
import { UpstreamError } from '../../../lib/errors.ts';
import { refundIdempotencyKey, type CancelOutcome, type RefundOutcome } from '../../orders/index.ts';
import type { PaymentProvider } from './payment-provider.ts';

export interface StripeProviderOptions {
  secretKey: string;
  publishableKey: string;
  /** The longest one call may take before it counts as unanswered (PAYMENT_PROVIDER_TIMEOUT_MS). */
  timeoutMs?: number;
  /** Where Stripe's API lives; only set to reach a local stand-in of it in tests. */
  apiBase?: string;
}

// Ids go into the request path: anything but Stripe's own id characters is certainly not an intent.
const intentIdPattern = /^pi_[A-Za-z0-9_]{1,200}$/;

/** The SDK's retries of a call that got no answer (or a 409, 429 or 5xx), with the same idempotency key. */
const RETRIES = 1;

export function createStripeClient(
  options: Pick<StripeProviderOptions, 'secretKey' | 'apiBase' | 'timeoutMs'>,
): Stripe {
  const base = options.apiBase ? new URL(options.apiBase) : undefined;
  return new Stripe(options.secretKey, {
    // Stripe's own default is 80 s and 2 retries: a customer would wait minutes for an answer.
    timeout: options.timeoutMs ?? 4_000,
    maxNetworkRetries: RETRIES,
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

/** The statuses that explain Stripe's refusal to cancel an intent: paid, already cancelled, or still processing. */
const cancelRefusedAs: ReadonlySet<string> = new Set<CancelOutcome>(['succeeded', 'canceled', 'processing']);
const explainsCancelRefusal = (status: string): status is CancelOutcome => cancelRefusedAs.has(status);

/** Stripe's definite no to a request (more than is left to refund, a payment never captured). */
const isRefusal = (error: unknown): error is Stripe.errors.StripeError =>
  error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError;

/**
 * Stripe keeps an idempotency key for at least 24 hours; a refund recorded longer ago than this is
 * looked for at Stripe before it is asked for again (decision 054), leaving half a day's margin.
 */
export const STRIPE_KEY_SAFE_MS = 12 * 60 * 60 * 1000;

/** The refund Stripe made for ours, found by the id our request put in its metadata. */
async function findRefundAtStripe(stripe: Stripe, intentId: string, refundId: string) {
  for await (const refund of stripe.refunds.list({ payment_intent: intentId, limit: 100 }))
    if (refund.metadata?.refundId === refundId) return refund;
  return undefined;
}

const refundOutcomeOf = (refund: Stripe.Refund): RefundOutcome =>
  refund.status === 'failed' || refund.status === 'canceled'
    ? { status: 'failed', failure: refund.failure_reason ?? `Stripe marked it ${refund.status}` }
    : { status: 'succeeded', providerRefundId: refund.id };

type StripeCalls = Pick<PaymentProvider, 'createIntent' | 'retrieveIntent' | 'cancelIntent' | 'refund'>;

/** What the provider asks of Stripe, each call answering what Stripe said or throwing Stripe's error. */
function stripeCalls(stripe: Stripe): StripeCalls {
  return {
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
        // Stripe refuses to cancel an intent that has succeeded, already was cancelled or (but in
        // rare cases) is still processing: ask which.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        const { status } = await stripe.paymentIntents.retrieve(id);
        if (explainsCancelRefusal(status)) return status;
        throw error;
      }
    },

    // The SDK's own retries of a network failure send the same key, and so does a later retry of a
    // refund left pending: Stripe answers them with the first refund. Past the key's safe age, the
    // refund is looked for first. Other errors stay unknown.
    async refund(intentId, { refundId, orderId, amountCents, recordedAt }) {
      try {
        const made =
          Date.now() - recordedAt.getTime() > STRIPE_KEY_SAFE_MS
            ? await findRefundAtStripe(stripe, intentId, refundId)
            : undefined;
        const refund =
          made ??
          (await stripe.refunds.create(
            { payment_intent: intentId, amount: amountCents, metadata: { refundId, orderId } },
            { idempotencyKey: refundIdempotencyKey(refundId) },
          ));
        return refundOutcomeOf(refund);
      } catch (error) {
        if (isRefusal(error)) return { status: 'failed', failure: error.message };
        throw error;
      }
    },
  };
}

/**
 * Stripe's errors that a call does not handle itself (a revoked key, a request Stripe refuses, no
 * answer) carry Stripe's status and words, which are no answer to a customer: they leave as a 502 in
 * ours — a 503 when Stripe did not answer in time, twice — Stripe's error kept as the cause for the log.
 */
async function inOurWords<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeConnectionError)
      throw new UpstreamError(paymentMessages.providerSlow, error, 503);
    if (error instanceof Stripe.errors.StripeError)
      throw new UpstreamError(paymentMessages.providerFailed, error);
    throw error;
  }
}

export function createStripeProvider(
  options: StripeProviderOptions,
  stripe = createStripeClient(options),
): PaymentProvider {
  const calls = stripeCalls(stripe);
  return {
    name: 'stripe',
    publishableKey: options.publishableKey,
    stripeWebhooks: true,
    createIntent: (input) => inOurWords(() => calls.createIntent(input)),
    retrieveIntent: (id) => inOurWords(() => calls.retrieveIntent(id)),
    cancelIntent: (id) => inOurWords(() => calls.cancelIntent(id)),
    refund: (intentId, asked) => inOurWords(() => calls.refund(intentId, asked)),
  };
}

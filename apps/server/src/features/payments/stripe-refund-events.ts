import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Db } from '../../db/client.ts';
import { recordRefundFailedLater } from '../refunds/index.ts';

type RefundEvent = Extract<
  Stripe.Event,
  { type: 'refund.failed' | 'refund.updated' | 'charge.refund.updated' }
>;

/** The events in which Stripe tells of a refund's later fate (one carries the Refund itself). */
export const isRefundEvent = (event: Stripe.Event): event is RefundEvent =>
  event.type === 'refund.failed' || event.type === 'refund.updated' || event.type === 'charge.refund.updated';

const intentIdOf = (refund: Stripe.Refund) =>
  typeof refund.payment_intent === 'string' ? refund.payment_intent : (refund.payment_intent?.id ?? null);

/**
 * A refund Stripe accepted can still fail (the card was closed) or be cancelled: ours is marked
 * failed, with Stripe's reason, for the admin to see on the order (decision 054). Other updates
 * of a refund change nothing.
 */
export async function actOnRefundEvent(db: Db, refund: Stripe.Refund, log: FastifyBaseLogger) {
  if (refund.status !== 'failed' && refund.status !== 'canceled') return;
  const failed = await recordRefundFailedLater(db, {
    providerRefundId: refund.id,
    refundId: refund.metadata?.refundId,
    intentId: intentIdOf(refund),
    failure: `Stripe reported the refund ${refund.status}: ${refund.failure_reason ?? 'no reason given'}`,
  });
  if (failed) log.warn({ refund: failed.id, order: failed.orderId }, 'Stripe failed a refund');
  else log.warn({ stripeRefund: refund.id }, 'Stripe failed a refund that is not ours or already failed');
}

import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import { idSchema } from '@crankworks/contract';
import type { Db } from '../../db/client.ts';
import { stripeEvent } from '../../db/schema/index.ts';
import { findOrder } from '../orders/index.ts';
import { markPaid, paysOrderTotal } from '../payment-settlement/index.ts';
import type { SellerFallbackConfig } from '../seller/index.ts';
import { actOnRefundEvent, isRefundEvent } from './stripe-refund-events.ts';

/**
 * Acts on a verified Stripe event once: its id is recorded in the transaction of the change it
 * makes, so a redelivered event (Stripe retries, or two deliveries racing) is acknowledged and
 * changes nothing; if acting fails, neither is recorded and Stripe's retry acts again.
 */
export async function handleStripeEvent(
  db: Db,
  event: Stripe.Event,
  log: FastifyBaseLogger,
  seller: SellerFallbackConfig,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(stripeEvent)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: stripeEvent.id });
    if (!fresh) {
      log.info({ event: event.id }, 'Stripe event already handled');
      return;
    }
    await actOnStripeEvent(tx, event, log, seller);
  });
}

/**
 * A succeeded PaymentIntent marks its order paid when the order exists and the amount matches; a
 * refund Stripe failed or cancelled marks ours failed. Anything else is acknowledged and ignored,
 * so Stripe stops resending it.
 */
async function actOnStripeEvent(
  db: Db,
  event: Stripe.Event,
  log: FastifyBaseLogger,
  seller: SellerFallbackConfig,
): Promise<void> {
  if (isRefundEvent(event)) return actOnRefundEvent(db, event.data.object, log);
  if (event.type !== 'payment_intent.succeeded') return;
  const intent = event.data.object;
  const orderId = idSchema.safeParse(intent.metadata.orderId);
  const current = orderId.success ? await findOrder(db, orderId.data) : undefined;
  if (!current) {
    log.warn({ intent: intent.id }, 'Stripe payment for no known order');
    return;
  }
  if (current.cancelledAt) {
    log.warn({ intent: intent.id, order: current.id }, 'Stripe payment for a cancelled order');
    return;
  }
  if (!paysOrderTotal({ amountCents: intent.amount, currency: intent.currency }, current)) {
    log.warn(
      { intent: intent.id, order: current.id, amount: intent.amount },
      'Stripe payment amount differs from the order total',
    );
    return;
  }
  const { outcome } = await markPaid(db, current.id, intent.id, seller);
  if (outcome === 'paid-by-other') {
    log.warn(
      { intent: intent.id, order: current.id },
      'second Stripe payment for an order that is already paid',
    );
  }
}

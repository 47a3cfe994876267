import { randomBytes } from 'node:crypto';
import { eq, sum } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { testPaymentIntent, testRefund } from '../../../db/schema/index.ts';
import { refundIdempotencyKey, type RefundAsked, type RefundOutcome } from '../../orders/index.ts';

const newRefundId = () => `re_test_${randomBytes(12).toString('hex')}`;

/**
 * The test processor pays back a succeeded intent as Stripe does: never more than was captured,
 * and one refund per idempotency key (asking again answers the first refund). The intent's row
 * lock puts two refunds of one payment one after the other.
 */
export async function refundTestIntent(
  db: Db,
  intentId: string,
  { refundId, amountCents }: RefundAsked,
): Promise<RefundOutcome> {
  const idempotencyKey = refundIdempotencyKey(refundId);
  return db.transaction(async (tx) => {
    const [known] = await tx.select().from(testRefund).where(eq(testRefund.idempotencyKey, idempotencyKey));
    if (known) return { status: 'succeeded', providerRefundId: known.id };
    const [intent] = await tx
      .select()
      .from(testPaymentIntent)
      .where(eq(testPaymentIntent.id, intentId))
      .for('update');
    if (intent?.status !== 'succeeded')
      return { status: 'failed', failure: 'This payment was never captured, so nothing can be refunded' };
    const [refunded] = await tx
      .select({ cents: sum(testRefund.amountCents).mapWith(Number) })
      .from(testRefund)
      .where(eq(testRefund.paymentIntentId, intentId));
    const left = intent.amountCents - (refunded?.cents ?? 0);
    if (amountCents > left)
      return {
        status: 'failed',
        failure: `Refund amount (${amountCents} cents) is greater than what is left of the payment (${left} cents)`,
      };
    const id = newRefundId();
    await tx.insert(testRefund).values({ id, idempotencyKey, paymentIntentId: intentId, amountCents });
    return { status: 'succeeded', providerRefundId: id };
  });
}

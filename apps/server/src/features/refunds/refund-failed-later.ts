import { and, eq, isNull, ne, or } from 'drizzle-orm';
import { idSchema } from '@crankworks/contract';
import type { Db } from '../../db/client.ts';
import { refund } from '../../db/schema/index.ts';
import { lockOrder, type RefundRow } from '../orders/index.ts';

/** The provider's later word that one of its refunds did not go through (failed or cancelled). */
export interface RefundFailedLater {
  providerRefundId: string;
  /** Our refund's id, from the provider's copy of it (metadata), when it carries one. */
  refundId: string | undefined;
  /** The payment it was a refund of: it must be the order's. */
  intentId: string | null;
  failure: string;
}

/** Ours by the provider's id, or a pending one (its answer never came back) by our own id. */
async function findOurRefund(tx: Db, news: RefundFailedLater): Promise<RefundRow | undefined> {
  const ownId = idSchema.safeParse(news.refundId);
  const [found] = await tx
    .select()
    .from(refund)
    .where(
      or(
        eq(refund.providerRefundId, news.providerRefundId),
        ownId.success ? and(eq(refund.id, ownId.data), isNull(refund.providerRefundId)) : undefined,
      ),
    );
  return found;
}

/**
 * Marks our refund failed when the provider reports it failed after all (decision 054), in the
 * caller's transaction under the order's lock. It no longer counts as refunded, so its money can be
 * refunded again; what it restocked stays on stock (the pieces are on the shelf) and counts as
 * restocked. A refund we do not know, of another payment, or already failed changes nothing.
 */
export async function recordRefundFailedLater(tx: Db, news: RefundFailedLater): Promise<RefundRow | null> {
  const ours = await findOurRefund(tx, news);
  if (!ours) return null;
  const row = await lockOrder(tx, ours.orderId);
  if (!row || row.transactionId !== news.intentId) return null;
  const [failed] = await tx
    .update(refund)
    .set({ status: 'failed', failure: news.failure, providerRefundId: news.providerRefundId })
    .where(and(eq(refund.id, ours.id), ne(refund.status, 'failed')))
    .returning();
  return failed ?? null;
}

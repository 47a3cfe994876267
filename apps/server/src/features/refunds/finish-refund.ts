import { and, asc, eq, lt, notInArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { refundMessages } from '@crankworks/contract';
import type { Db } from '../../db/client.ts';
import { order, refund } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/errors.ts';
import { loggableError } from '../../lib/loggable-error.ts';
import { queueMail } from '../../lib/mail/queue-mail.ts';
import type { SellerFallbackConfig } from '../seller/index.ts';
import { refundMail } from './refund-mail.ts';
import { restockPieces } from './restock-pieces.ts';
import {
  findOrder,
  findOrderLines,
  issueCreditNote,
  lockOrder,
  moveOrder,
  shipIfNothingLeft,
  type OrderPayments,
  type RefundOutcome,
  type RefundRow,
} from '../orders/index.ts';

/**
 * Who asks and who answers: every refund is an admin's, of a payment the provider holds; `seller`
 * is the settings' seller for its credit note, while none is stored in Settings.
 */
export interface RefundContext {
  db: Db;
  provider: OrderPayments;
  adminId: string;
  log: FastifyBaseLogger;
  seller: SellerFallbackConfig;
}

/**
 * A pending refund older than this was left by a request that died: the next refund or cancel of its
 * order finishes it, and so does the background pass (`finishNextStaleRefund`).
 */
export const STALE_PENDING_MS = 60_000;

/**
 * Records the provider's answer on a pending refund, in one transaction under the order's lock.
 * Only a pending refund changes, so a refund finished twice (a retry racing the first request)
 * restocks, cancels and mails once. A restock that takes the last pieces still to ship off a partly
 * shipped order leaves it shipped (`shipIfNothingLeft`).
 */
async function recordOutcome(
  { db, seller }: Pick<RefundContext, 'db' | 'seller'>,
  pending: RefundRow,
  outcome: RefundOutcome,
): Promise<RefundRow> {
  return db.transaction(async (tx) => {
    const row = await lockOrder(tx, pending.orderId);
    const [finished] = await tx
      .update(refund)
      .set(
        outcome.status === 'succeeded'
          ? { status: 'succeeded', providerRefundId: outcome.providerRefundId, succeededAt: sql`now()` }
          : { status: 'failed', failure: outcome.failure },
      )
      .where(and(eq(refund.id, pending.id), eq(refund.status, 'pending')))
      .returning();
    if (!finished) {
      const [current] = await tx.select().from(refund).where(eq(refund.id, pending.id));
      return current ?? pending;
    }
    if (finished.status !== 'succeeded' || !row) return finished;
    if (finished.restock) {
      const lines = await findOrderLines(tx, row);
      await restockPieces(tx, lines, finished.lines);
      await shipIfNothingLeft(tx, row, lines);
    }
    if (finished.cancelsOrder) await moveOrder(tx, row.id, { name: 'cancel-paid' });
    // Last but the mail: the credit note's counter stays locked until this transaction ends (decision 060).
    const note = await issueCreditNote(tx, row, finished, seller);
    await queueMail(tx, refundMail(row, finished, note.number));
    return finished;
  });
}

/**
 * Asks the provider for a recorded pending refund of a paid order's payment, then records its
 * answer. A refusal leaves the refund failed (502); no answer leaves it pending (503), to be asked
 * again with the same key.
 */
export async function finishRefund(
  { db, provider, log, seller }: Omit<RefundContext, 'adminId'>,
  intentId: string,
  pending: RefundRow,
): Promise<RefundRow> {
  let outcome: RefundOutcome;
  try {
    outcome = await provider.refund(intentId, {
      refundId: pending.id,
      orderId: pending.orderId,
      amountCents: pending.amountCents,
      recordedAt: pending.createdAt,
    });
  } catch (error) {
    log.warn({ err: loggableError(error), refund: pending.id }, 'payment provider did not answer a refund');
    throw new HttpError(503, refundMessages.providerUnreachable);
  }
  const finished = await recordOutcome({ db, seller }, pending, outcome);
  if (finished.status === 'failed')
    throw new HttpError(502, `${refundMessages.providerRefused}: ${finished.failure ?? 'no reason given'}`);
  return finished;
}

/**
 * Finishes the refunds of an order left pending by a request that died between recording and the
 * provider's answer (a crash, a lost connection): each is asked for again with its own key. Called
 * before a new refund or a cancel of that order; one still unanswered stays pending.
 */
export async function finishStaleRefunds(context: RefundContext, orderId: string): Promise<void> {
  const row = await findOrder(context.db, orderId);
  if (!row?.transactionId) return;
  const stale = await context.db
    .select()
    .from(refund)
    .where(
      and(
        eq(refund.orderId, orderId),
        eq(refund.status, 'pending'),
        lt(refund.createdAt, new Date(Date.now() - STALE_PENDING_MS)),
      ),
    );
  for (const pending of stale) {
    await finishRefund(context, row.transactionId, pending).catch((error: unknown) => {
      if (!(error instanceof HttpError)) throw error;
    });
  }
}

/**
 * The background pass's share: finishes the oldest refund, of any order, that a request which died
 * left pending, if there is one. One the provider still does not answer goes into `passedOver`, which
 * later calls of the round look past. Answers whether there was one.
 */
export async function finishNextStaleRefund(
  context: Omit<RefundContext, 'adminId'>,
  passedOver: Set<string>,
): Promise<boolean> {
  const [stale] = await context.db
    .select({ pending: refund, intentId: order.transactionId })
    .from(refund)
    .innerJoin(order, eq(order.id, refund.orderId))
    .where(
      and(
        eq(refund.status, 'pending'),
        lt(refund.createdAt, new Date(Date.now() - STALE_PENDING_MS)),
        notInArray(refund.id, [...passedOver]),
      ),
    )
    .orderBy(asc(refund.createdAt))
    .limit(1);
  if (!stale) return false;
  if (!stale.intentId) {
    passedOver.add(stale.pending.id);
    return true;
  }
  await finishRefund(context, stale.intentId, stale.pending).catch((error: unknown) => {
    if (!(error instanceof HttpError)) throw error;
    if (error.statusCode === 503) passedOver.add(stale.pending.id);
  });
  return true;
}

import { and, eq, isNull, notInArray, or, sql } from 'drizzle-orm';
import { orderMessages } from '@crankworks/contract';
import type { Db } from '../../db/client.ts';
import { order } from '../../db/schema/index.ts';
import { HttpError, conflict, notFound } from '../../lib/errors.ts';
import { queueMail } from '../../lib/mail/queue-mail.ts';
import { payments } from '../../lib/metrics.ts';
import { returnStock } from '../products/index.ts';
import {
  findOrderLines,
  isClosed,
  lockOrder,
  moveOrder,
  orderExpiredMail,
  type CancelOutcome,
  type OrderLineRow,
  type OrderPayments,
  type OrderRow,
} from '../orders/index.ts';
import type { SellerFallbackConfig } from '../seller/index.ts';
import { markPaid } from './mark-paid.ts';

/** An admin deletes an order, its customer cancels it, or its hold runs out (it expires). */
export type Withdrawal = 'delete' | 'cancel' | 'expire';

/**
 * What withdrawing an order came to: it went, or it stays because its payment succeeded (it is now
 * paid) or is still being processed (nothing changed; it can go once the payment is decided), or it
 * was no longer unpaid when the expiry came to it.
 */
export type WithdrawalOutcome = 'withdrawn' | 'paid' | 'processing' | 'not-unpaid';

/**
 * What withdrawing needs: the database, the card provider, the hold the expired e-mail names, and
 * the settings' seller for the invoice of an order whose payment turns out to have succeeded.
 */
export interface WithdrawalContext {
  db: Db;
  provider: OrderPayments;
  holdMinutes: number;
  seller: SellerFallbackConfig;
}

/**
 * Gives each line's quantity back to its product (a deleted product has none to get back). Read
 * before the order's row goes, as its lines go with it.
 */
async function returnToStock(tx: Db, lines: OrderLineRow[]) {
  for (const line of lines) if (line.productId) await returnStock(tx, line.productId, line.qty);
}

/** An unpaid order no one has begun to withdraw: what expiry and the reminder look among. */
export const unpaidAndKept = and(eq(order.status, 'unpaid'), isNull(order.withdrawal));

/** Deleting an unpaid order: none of its payments can still succeed (see `noLivePayment`). */
const deletable = (orderId: string) =>
  and(
    eq(order.id, orderId),
    eq(order.status, 'unpaid'),
    or(isNull(order.paymentIntentId), eq(order.withdrawal, 'delete')),
  );

/**
 * Takes a locked unpaid order none of whose payments can still succeed off the books: deletes it or
 * cancels (expires) it, and returns its stock; an expired order's customer is told.
 */
async function takeOffTheBooks(tx: Db, row: OrderRow, how: Withdrawal, holdMinutes: number) {
  const lines = await findOrderLines(tx, row);
  if (how === 'delete') {
    const removed = await tx.delete(order).where(deletable(row.id)).returning({ id: order.id });
    if (removed.length === 0) throw conflict(orderMessages.paymentOpen);
  } else {
    await moveOrder(tx, row.id, { name: how });
    if (how === 'expire') await queueMail(tx, orderExpiredMail(row, lines, holdMinutes));
  }
  await returnToStock(tx, lines);
}

/** A closed order (cancelled or expired unpaid) gave its stock back then: deleting it only removes the row. */
const isClosedUnpaid = (row: OrderRow) => !row.paid && isClosed(row);

type FirstStep = { done: WithdrawalOutcome } | { intentId: string };

/**
 * The first step, under the order's row lock: an order with no payment started goes at once; one
 * with a payment intent is marked as being withdrawn (no new payment starts meanwhile), and the
 * transaction ends before the provider is asked to cancel that intent.
 */
async function beginWithdrawal(
  context: WithdrawalContext,
  orderId: string,
  how: Withdrawal,
): Promise<FirstStep> {
  return context.db.transaction(async (tx) => {
    const row = await lockOrder(tx, orderId);
    if (!row) throw notFound('No order with that id');
    if (row.status !== 'unpaid') {
      if (how === 'expire') return { done: 'not-unpaid' };
      if (how === 'delete' && isClosedUnpaid(row)) {
        await tx.delete(order).where(eq(order.id, row.id));
        return { done: 'withdrawn' };
      }
      if (isClosed(row)) throw conflict(orderMessages.alreadyCancelled);
      throw conflict('A paid order cannot be deleted');
    }
    if (!row.paymentIntentId) {
      await takeOffTheBooks(tx, row, how, context.holdMinutes);
      return { done: 'withdrawn' };
    }
    await tx
      .update(order)
      .set({ withdrawal: how, withdrawalRequestedAt: sql`now()` })
      .where(eq(order.id, row.id));
    return { intentId: row.paymentIntentId };
  });
}

/**
 * The last step, under the lock again, with the provider's answer: a cancelled intent lets the order
 * go as it was asked (the latest ask wins); a payment that succeeded makes it paid instead; one still
 * being processed leaves it as it was. If another request finished it meanwhile, nothing changes.
 */
async function finishWithdrawal(
  context: WithdrawalContext,
  orderId: string,
  intentId: string,
  answer: CancelOutcome,
): Promise<WithdrawalOutcome> {
  return context.db.transaction(async (tx) => {
    const row = await lockOrder(tx, orderId);
    if (!row) return 'withdrawn';
    if (!row.withdrawal || row.paymentIntentId !== intentId)
      return row.status === 'unpaid' ? 'processing' : row.paid ? 'paid' : 'withdrawn';
    if (answer === 'canceled') {
      payments.inc({ outcome: 'canceled' });
      await takeOffTheBooks(tx, row, row.withdrawal, context.holdMinutes);
      return 'withdrawn';
    }
    if (answer === 'succeeded') {
      await markPaid(tx, row.id, intentId, context.seller);
      return 'paid';
    }
    await abandonWithdrawal(tx, row.id);
    return 'processing';
  });
}

/**
 * Takes an unpaid order off the books (decision 008): deletes it, or cancels or expires it and gives
 * its stock back. A payment its customer may have started is cancelled with the provider first, so it
 * can never be paid afterwards — with no transaction open while the provider is asked, so a slow
 * provider holds up nobody else. If the provider does not answer, the order stays marked as being
 * withdrawn (503) and the background pass (`finishStaleWithdrawals`) finishes it later.
 */
export async function withdrawOrder(
  context: WithdrawalContext,
  orderId: string,
  how: Withdrawal,
): Promise<WithdrawalOutcome> {
  const first = await beginWithdrawal(context, orderId, how);
  if ('done' in first) return first.done;
  let answer: CancelOutcome;
  try {
    answer = await context.provider.cancelIntent(first.intentId);
  } catch (error) {
    // A definite no (a revoked key, a request refused) changes nothing: the order is as it was.
    if (error instanceof HttpError && error.statusCode === 502) {
      await abandonWithdrawal(context.db, orderId);
      throw error;
    }
    throw Object.assign(new HttpError(503, orderMessages.withdrawalPending), { cause: error });
  }
  return finishWithdrawal(context, orderId, first.intentId, answer);
}

const abandonWithdrawal = (db: Db, orderId: string) =>
  db.update(order).set({ withdrawal: null, withdrawalRequestedAt: null }).where(eq(order.id, orderId));

/**
 * A customer cancels his unpaid order (the row stays, dated, as the shop's record) or an admin
 * deletes one. A paid order is a business record: it is never cancelled or deleted — including one
 * whose payment succeeded a moment before, which withdrawing discovers and records. One whose payment
 * the card network is still processing is refused as it is, to be asked again once it is decided.
 */
export async function withdrawUnpaidOrder(
  context: WithdrawalContext,
  orderId: string,
  how: 'delete' | 'cancel',
): Promise<void> {
  const outcome = await withdrawOrder(context, orderId, how);
  if (outcome === 'paid') throw conflict(orderMessages.paidMeanwhile);
  if (outcome === 'processing') throw conflict(orderMessages.paymentProcessing);
}

/**
 * Before an account is deleted: deletes the user's unpaid orders, their payments cancelled and their
 * stock back on the shelf. Orders whose payment succeeded or is being processed stay (their user_id
 * becomes null with the account; an unpaid one still expires). A provider that refuses or does not
 * answer stops the deletion with its error. Returns how many orders were deleted.
 */
export async function deleteUnpaidOrdersOfUser(context: WithdrawalContext, userId: string): Promise<number> {
  const unpaid = await context.db
    .select({ id: order.id })
    .from(order)
    .where(and(eq(order.userId, userId), eq(order.paid, false)));
  let deleted = 0;
  for (const { id } of unpaid) if ((await withdrawOrder(context, id, 'delete')) === 'withdrawn') deleted += 1;
  return deleted;
}

/** A withdrawal older than this was left by a request that died or a provider that did not answer. */
export const STALE_WITHDRAWAL_MS = 60_000;

/**
 * The background pass's part: finishes withdrawals left pending (a crash between the steps, or a
 * provider that did not answer), one order at a time, each asking the provider again. Returns
 * whether it found one; one the provider still does not answer waits for the next round.
 */
export async function finishNextStaleWithdrawal(context: WithdrawalContext, passedOver: Set<string>) {
  const [stale] = await context.db
    .select({ id: order.id, withdrawal: order.withdrawal })
    .from(order)
    .where(
      and(
        eq(order.status, 'unpaid'),
        sql`${order.withdrawalRequestedAt} < now() - make_interval(secs => ${STALE_WITHDRAWAL_MS / 1000})`,
        notInArray(order.id, [...passedOver]),
      ),
    )
    .orderBy(order.withdrawalRequestedAt)
    .limit(1);
  if (!stale?.withdrawal) return false;
  passedOver.add(stale.id);
  await withdrawOrder(context, stale.id, stale.withdrawal);
  return true;
}

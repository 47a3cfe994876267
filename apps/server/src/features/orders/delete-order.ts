import { and, eq, sql } from 'drizzle-orm';
import { orderMessages } from '@crankworks/contract';
import type { Db } from '../../db/client.ts';
import { order } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { returnStock } from '../products/index.ts';
import type { OrderRow } from './order-dto.ts';
import { findOrderLines, type OrderLineRow } from './order-lines.ts';
import type { OrderPayments } from './payment-port.ts';
import { lockOrder } from './queries.ts';
import { settlePayment } from './settle-payment.ts';

/**
 * Gives each line's quantity back to its product (a deleted product has none to get back). Read
 * before the order's row goes, as its lines go with it.
 */
async function returnToStock(tx: Db, lines: OrderLineRow[]) {
  for (const line of lines) if (line.productId) await returnStock(tx, line.productId, line.qty);
}

/** An admin deletes an order, its customer cancels it, or its hold runs out (it expires). */
export type Withdrawal = 'delete' | 'cancel' | 'expire';

/**
 * What withdrawing an order came to: it went, or it stays because its payment succeeded (it is now
 * paid) or is still being processed (nothing changed; it can go once the payment is decided).
 */
export type WithdrawalOutcome = 'withdrawn' | 'paid' | 'processing';

/**
 * Takes a locked unpaid order off the books after settling its payment: deletes it or marks it
 * cancelled (and expired), and returns its stock. A cancelled or expired order gave its stock back
 * already, so deleting it later only removes the row.
 */
export async function withdrawSettledOrder(
  tx: Db,
  provider: OrderPayments,
  row: OrderRow,
  how: Withdrawal,
): Promise<WithdrawalOutcome> {
  if (row.cancelledAt) {
    // The expiry never finds a cancelled order (it looks for open ones under their row lock).
    if (how !== 'delete') throw conflict(orderMessages.alreadyCancelled);
    await tx.delete(order).where(eq(order.id, row.id));
    return 'withdrawn';
  }
  const settlement = await settlePayment(tx, provider, row);
  if (settlement !== 'unpaid') return settlement;
  const lines = await findOrderLines(tx, row);
  const unpaid = and(eq(order.id, row.id), eq(order.paid, false));
  if (how === 'delete') await tx.delete(order).where(unpaid);
  else
    await tx
      .update(order)
      .set({ cancelledAt: sql`now()`, ...(how === 'expire' ? { expiredAt: sql`now()` } : {}) })
      .where(unpaid);
  await returnToStock(tx, lines);
  return 'withdrawn';
}

/**
 * A customer cancels his unpaid order (the row stays, dated, as the shop's record) or an admin
 * deletes one; either way its quantity goes back to stock in the same transaction. A paid order is
 * a business record: it is never cancelled or deleted — including one whose payment succeeded a
 * moment before, which settling discovers and records. One whose payment the card network is still
 * processing is refused as it is, to be asked again once that payment has been decided.
 */
export async function withdrawUnpaidOrder(
  db: Db,
  provider: OrderPayments,
  orderId: string,
  how: 'delete' | 'cancel',
): Promise<OrderRow> {
  const result = await db.transaction(async (tx) => {
    const row = await lockOrder(tx, orderId);
    if (!row) throw notFound('No order with that id');
    if (row.paid) throw conflict('A paid order cannot be deleted');
    return { row, outcome: await withdrawSettledOrder(tx, provider, row, how) };
  });
  // Outside the transaction, so that the order's new paid state is committed before we answer.
  if (result.outcome === 'paid') throw conflict(orderMessages.paidMeanwhile);
  if (result.outcome === 'processing') throw conflict(orderMessages.paymentProcessing);
  return result.row;
}

/**
 * For deleting an account (inside its transaction): deletes the user's unpaid orders, settling their
 * payments and returning the stock of those not already cancelled. Paid orders stay, as do orders
 * whose payment had succeeded or is still being processed (their user_id becomes null with the
 * account; they keep the copied name and e-mail, and an unpaid one still expires). Returns how many
 * orders were deleted.
 */
export async function deleteUnpaidOrdersOfUser(
  tx: Db,
  provider: OrderPayments,
  userId: string,
): Promise<number> {
  const unpaid = await tx
    .select()
    .from(order)
    .where(and(eq(order.userId, userId), eq(order.paid, false)))
    .for('update');
  let deleted = 0;
  for (const row of unpaid)
    if ((await withdrawSettledOrder(tx, provider, row, 'delete')) === 'withdrawn') deleted += 1;
  return deleted;
}

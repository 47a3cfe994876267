import { and, eq } from 'drizzle-orm';
import { orderMessages } from '@crankworks/contract';
import type { Db } from '../../db/client.ts';
import { order } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { returnStock } from '../products/stock.ts';
import type { PaymentProvider } from '../payments/providers/payment-provider.ts';
import type { OrderRow } from './order-dto.ts';
import { lockOrder } from './queries.ts';
import { settlePayment } from './settle-payment.ts';

/** Gives a removed order's quantity back to its product (a deleted product has none to get back). */
async function returnToStock(tx: Db, removed: OrderRow) {
  if (!removed.productId) return;
  await returnStock(tx, removed.productId, removed.orderQty);
}

/**
 * Removes a locked unpaid order after settling its payment, and returns its stock. Returns false when
 * the payment turned out to have succeeded: the order is now paid and stays.
 */
async function removeSettledOrder(tx: Db, provider: PaymentProvider, row: OrderRow): Promise<boolean> {
  if ((await settlePayment(tx, provider, row)) === 'paid') return false;
  await tx.delete(order).where(and(eq(order.id, row.id), eq(order.paid, false)));
  await returnToStock(tx, row);
  return true;
}

/**
 * Cancels (customer) or deletes (admin) an unpaid order and gives its quantity back to stock in the
 * same transaction. A paid order is a business record: it is never deleted — including one whose
 * payment succeeded a moment before, which settling discovers and records.
 */
export async function deleteUnpaidOrder(
  db: Db,
  provider: PaymentProvider,
  orderId: string,
): Promise<OrderRow> {
  const result = await db.transaction(async (tx) => {
    const row = await lockOrder(tx, orderId);
    if (!row) throw notFound('No order with that id');
    if (row.paid) throw conflict('A paid order cannot be deleted');
    return { row, removed: await removeSettledOrder(tx, provider, row) };
  });
  // Outside the transaction, so that the order's new paid state is committed before we answer.
  if (!result.removed) throw conflict(orderMessages.paidMeanwhile);
  return result.row;
}

/**
 * For deleting an account (inside its transaction): cancels the user's unpaid orders, settling their
 * payments and returning their stock. Paid orders stay, as do orders whose payment had succeeded
 * (their user_id becomes null with the account; they keep the copied name and e-mail).
 * Returns how many orders were cancelled.
 */
export async function cancelUnpaidOrdersOfUser(
  tx: Db,
  provider: PaymentProvider,
  userId: string,
): Promise<number> {
  const unpaid = await tx
    .select()
    .from(order)
    .where(and(eq(order.userId, userId), eq(order.paid, false)))
    .for('update');
  let cancelled = 0;
  for (const row of unpaid) if (await removeSettledOrder(tx, provider, row)) cancelled += 1;
  return cancelled;
}

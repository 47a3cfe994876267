import { refundMessages } from '@crankworks/contract';
import type { Db } from '../../../db/client.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import type { OrderRow } from '../order-dto.ts';
import { findOrderLines } from '../order-lines.ts';
import { lockOrder } from '../queries.ts';
import { findShipments } from '../shipment-queries.ts';
import { finishRefund, finishStaleRefunds, type RefundContext } from './finish-refund.ts';
import { planRefund, type RefundRequest } from './plan-refund.ts';
import { findRefunds, insertPendingRefund, refundableCents, type RefundRow } from './refund-records.ts';

/**
 * The order, locked, if it can be refunded: paid (with its payment's id) and not cancelled — unless
 * `evenCancelled`: a cancel whose refund the provider failed later leaves money owed on a cancelled
 * order (decision 054).
 */
export async function lockRefundableOrder(
  tx: Db,
  orderId: string,
  { evenCancelled = false } = {},
): Promise<OrderRow & { transactionId: string }> {
  const row = await lockOrder(tx, orderId);
  if (!row) throw notFound('No order with that id');
  if (row.cancelledAt && !(evenCancelled && row.paid))
    throw conflict(row.paid ? refundMessages.cancelled : refundMessages.notPaid);
  if (!row.paid || !row.transactionId) throw conflict(refundMessages.notPaid);
  return { ...row, transactionId: row.transactionId };
}

/**
 * An admin refunds part or all of a paid order (decision 050). Under the order's row lock the
 * request is checked against what is left (pending refunds count, so two admins at once can never
 * refund more than was paid) and recorded as pending; then the provider is asked with a key made
 * of the refund's id, and its answer recorded.
 */
export async function refundOrder(
  context: RefundContext,
  orderId: string,
  request: RefundRequest & { reason?: string | undefined },
): Promise<RefundRow> {
  await finishStaleRefunds(context, orderId);
  const { row, pending } = await context.db.transaction(async (tx) => {
    const locked = await lockRefundableOrder(tx, orderId, { evenCancelled: true });
    const refunds = await findRefunds(tx, orderId);
    if (locked.cancelledAt && refundableCents(locked, refunds) === 0)
      throw conflict(refundMessages.cancelled);
    const shipments = await findShipments(tx, orderId);
    const plan = planRefund(locked, await findOrderLines(tx, locked), { refunds, shipments }, request);
    const recorded = await insertPendingRefund(tx, {
      ...plan,
      orderId,
      reason: request.reason || null,
      cancelsOrder: false,
      createdBy: context.adminId,
    });
    return { row: locked, pending: recorded };
  });
  return finishRefund(context, row.transactionId, pending);
}

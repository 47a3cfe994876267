import { refundMessages } from '@crankworks/contract';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { finishRefund, finishStaleRefunds, type RefundContext } from './finish-refund.ts';
import { planRefund, type RefundRequest } from './plan-refund.ts';
import {
  findOrderLines,
  findRefunds,
  findShipments,
  insertPendingRefund,
  lockOrder,
  type OrderRow,
  refundRefusal,
  type RefundRow,
} from '../orders/index.ts';

/**
 * The order, locked, with its refunds, if `refusalOf` finds nothing against refunding or cancelling
 * it now (409 with its words otherwise).
 */
export async function lockRefundableOrder(
  tx: Db,
  orderId: string,
  refusalOf: (row: OrderRow, refunds: RefundRow[]) => string | null,
): Promise<{ row: OrderRow & { transactionId: string }; refunds: RefundRow[] }> {
  const row = await lockOrder(tx, orderId);
  if (!row) throw notFound('No order with that id');
  const refunds = await findRefunds(tx, orderId);
  const refusal = refusalOf(row, refunds);
  if (refusal || !row.transactionId) throw conflict(refusal ?? refundMessages.notPaid);
  return { row: { ...row, transactionId: row.transactionId }, refunds };
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
    const { row: locked, refunds } = await lockRefundableOrder(tx, orderId, refundRefusal);
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

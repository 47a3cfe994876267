import type { FastifyBaseLogger } from 'fastify';
import { refundMessages } from '@crankworks/contract';
import type { Db } from '../../../db/client.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import type { OrderRow } from '../order-dto.ts';
import { findOrderLines } from '../order-lines.ts';
import type { OrderPayments } from '../payment-port.ts';
import { findOrder, lockOrder } from '../queries.ts';
import { finishRefund, finishStaleRefunds } from './finish-refund.ts';
import { planRefund, type RefundRequest } from './plan-refund.ts';
import { findRefunds, insertPendingRefund, type RefundRow } from './refund-records.ts';

/** Who asks and what the provider needs: every refund is an admin's, of a payment the provider holds. */
export interface RefundContext {
  db: Db;
  provider: OrderPayments;
  adminId: string;
  log: FastifyBaseLogger;
}

/** The order, locked, if it can be refunded: paid (with its payment's id) and not cancelled. */
export async function lockRefundableOrder(
  tx: Db,
  orderId: string,
): Promise<OrderRow & { transactionId: string }> {
  const row = await lockOrder(tx, orderId);
  if (!row) throw notFound('No order with that id');
  if (row.cancelledAt) throw conflict(row.paid ? refundMessages.cancelled : refundMessages.notPaid);
  if (!row.paid || !row.transactionId) throw conflict(refundMessages.notPaid);
  return { ...row, transactionId: row.transactionId };
}

/** Refunds left pending by a request that died are finished before anything new is decided. */
export async function finishStaleRefundsOf(context: RefundContext, orderId: string) {
  const row = await findOrder(context.db, orderId);
  if (row) await finishStaleRefunds(context.db, context.provider, row, context.log);
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
  await finishStaleRefundsOf(context, orderId);
  const { row, pending } = await context.db.transaction(async (tx) => {
    const locked = await lockRefundableOrder(tx, orderId);
    const plan = planRefund(
      locked,
      await findOrderLines(tx, locked),
      await findRefunds(tx, orderId),
      request,
    );
    const recorded = await insertPendingRefund(tx, {
      ...plan,
      orderId,
      reason: request.reason || null,
      cancelsOrder: false,
      createdBy: context.adminId,
    });
    return { row: locked, pending: recorded };
  });
  return finishRefund(context.db, context.provider, row.transactionId, pending, context.log);
}

import { notFound } from '../../lib/errors.ts';
import { finishRefund, finishStaleRefunds, type RefundContext } from './finish-refund.ts';
import { lockRefundableOrder } from './refund-order.ts';
import { restockPieces } from './restock-pieces.ts';
import {
  cancelRefusal,
  findOrder,
  findOrderLines,
  insertPendingRefund,
  moveOrder,
  type NumberedOrderLine,
  type OrderRow,
  refundableCents,
  refundedPieces,
} from '../orders/index.ts';

/** Each line's pieces not yet put back on stock by an earlier refund. */
function piecesToRestock(lines: NumberedOrderLine[], restocked: Map<number, number>) {
  return lines
    .map(({ lineNo, qty }) => ({ lineNo, qty: qty - (restocked.get(lineNo) ?? 0) }))
    .filter((line) => line.qty > 0);
}

/**
 * An admin cancels a paid order none of whose parts has shipped: the rest of its payment is refunded, every
 * piece not yet restocked goes back on stock and the order becomes cancelled — all when the refund
 * succeeds (the refund carries `cancelsOrder`). Nothing left to refund: restocked and cancelled at once.
 */
export async function cancelPaidOrder(
  context: RefundContext,
  orderId: string,
  reason: string | undefined,
): Promise<OrderRow> {
  await finishStaleRefunds(context, orderId);
  const started = await context.db.transaction(async (tx) => {
    const { row, refunds } = await lockRefundableOrder(tx, orderId, cancelRefusal);
    const lines = await findOrderLines(tx, row);
    const restock = piecesToRestock(lines, refundedPieces(refunds, true));
    const amountCents = refundableCents(row, refunds);
    if (amountCents > 0) {
      const pending = await insertPendingRefund(tx, {
        orderId,
        amountCents,
        lines: restock,
        restock: true,
        reason: reason || null,
        cancelsOrder: true,
        createdBy: context.adminId,
      });
      return { intentId: row.transactionId, pending };
    }
    await restockPieces(tx, lines, restock);
    await moveOrder(tx, orderId, { name: 'cancel-paid' });
    return null;
  });
  if (started) await finishRefund(context, started.intentId, started.pending);
  const cancelled = await findOrder(context.db, orderId);
  if (!cancelled) throw notFound('No order with that id');
  return cancelled;
}

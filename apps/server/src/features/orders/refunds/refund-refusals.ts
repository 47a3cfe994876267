import { refundMessages } from '@crankworks/contract';
import type { OrderRow } from '../order-dto.ts';
import { refundableCents, type RefundRow } from './refund-records.ts';

/**
 * Why the order's payment cannot be refunded now (409), or null: it must be paid (with its payment's
 * id). A cancelled order only while money is owed on it: a cancel whose refund the provider failed
 * later (decision 054).
 */
export function refundRefusal(row: OrderRow, refunds: RefundRow[]): string | null {
  if (!row.paid || !row.transactionId) return refundMessages.notPaid;
  if (row.cancelledAt && refundableCents(row, refunds) === 0) return refundMessages.cancelled;
  return null;
}

/**
 * Why an admin cannot cancel the paid order now (409), or null: it must be paid and open, nothing of
 * it shipped, and no refund of it under way (its outcome may change what is left to refund).
 */
export function cancelRefusal(row: OrderRow, refunds: RefundRow[]): string | null {
  if (row.cancelledAt) return row.paid ? refundMessages.cancelled : refundMessages.notPaid;
  if (!row.paid || !row.transactionId) return refundMessages.notPaid;
  if (row.firstShipmentAt) return refundMessages.shipped;
  if (refunds.some((refund) => refund.status === 'pending')) return refundMessages.pendingRefund;
  return null;
}

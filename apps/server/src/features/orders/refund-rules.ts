import { piecesRefundCents, refundMessages, type RefundedLinePrice } from '@crankworks/contract';
import { isClosed, type OrderRow } from './order-dto.ts';
import { leftToShipByLine, shippedQtyByLine, type ShipmentRow } from './shipment-queries.ts';
import { refundableCents, refundedPieces, type RefundRow } from './refund-records.ts';

/** Of an order line, what these rules read: its number and how many pieces were ordered. */
type OrderLineQty = { lineNo: number; qty: number };

/**
 * Why the order's payment cannot be refunded now (409), or null: it must be paid (with its payment's
 * id). A cancelled order only while money is owed on it: a cancel whose refund the provider failed
 * later (decision 054).
 */
export function refundRefusal(row: OrderRow, refunds: RefundRow[]): string | null {
  if (!row.paid || !row.transactionId) return refundMessages.notPaid;
  if (isClosed(row) && refundableCents(row, refunds) === 0) return refundMessages.cancelled;
  return null;
}

/**
 * Why an admin cannot cancel the paid order now (409), or null: it must be paid and open, nothing of
 * it shipped, and no refund of it under way (its outcome may change what is left to refund).
 */
export function cancelRefusal(row: OrderRow, refunds: RefundRow[]): string | null {
  if (isClosed(row)) return row.paid ? refundMessages.cancelled : refundMessages.notPaid;
  if (!row.paid || !row.transactionId) return refundMessages.notPaid;
  if (row.status !== 'paid') return refundMessages.shipped;
  if (refunds.some((refund) => refund.status === 'pending')) return refundMessages.pendingRefund;
  return null;
}

/** One order line with what a refund may take of it now. */
export interface RefundableLine<Line extends OrderLineQty = OrderLineQty> {
  line: Line;
  /** Its pieces not refunded yet (see `refundedPieces`). */
  piecesLeft: number;
  /**
   * Whether refunded pieces of it may go back on stock: it has shipped nothing yet (the pieces never
   * leave) or has nothing left to ship (returned goods). On a line partly shipped a refund cannot
   * tell pieces that came back from pieces that should no longer leave, and a wrong guess ships
   * refunded pieces or keeps back paid ones.
   */
  restockable: boolean;
}

/** Each line of the order with the pieces a refund may take of it and whether they may be restocked. */
export function refundableLines<Line extends OrderLineQty>(
  orderLines: Line[],
  { refunds, shipments }: { refunds: RefundRow[]; shipments: ShipmentRow[] },
): RefundableLine<Line>[] {
  const refunded = refundedPieces(refunds);
  const shipped = shippedQtyByLine(shipments);
  const leftToShip = leftToShipByLine(orderLines, shipped, refunds);
  return orderLines.map((line) => ({
    line,
    piecesLeft: line.qty - (refunded.get(line.lineNo) ?? 0),
    restockable: (shipped.get(line.lineNo) ?? 0) === 0 || (leftToShip.get(line.lineNo) ?? 0) === 0,
  }));
}

/** A cancelled order's pieces went back on stock with its cancel: only an amount is refunded there (decision 054). */
export const refundsByLines = (row: Pick<OrderRow, 'status'>) => !isClosed(row);

/**
 * A line as a refund of its pieces prices it: its unit price, and its tax where the tax came on top
 * of the prices (an order placed with tax-exclusive prices; decision 068).
 */
export const refundPriceOf = (
  row: Pick<OrderRow, 'pricesIncludeTax'>,
  line: { qty: number; priceCents: number; taxCents: number | null },
): RefundedLinePrice => ({
  unitCents: line.priceCents,
  qty: line.qty,
  taxOnTopCents: row.pricesIncludeTax === false ? (line.taxCents ?? 0) : 0,
});

/** What refunding `pieces` more of a refundable line pays back, its tax on top included. */
export const refundablePiecesCents = (
  row: Pick<OrderRow, 'pricesIncludeTax'>,
  { line, piecesLeft }: RefundableLine<OrderLineQty & { priceCents: number; taxCents: number | null }>,
  pieces: number,
) => piecesRefundCents(refundPriceOf(row, line), line.qty - piecesLeft, pieces);

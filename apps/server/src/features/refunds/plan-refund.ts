import { refundMessages, type RefundLine } from '@crankworks/contract';
import { badRequest, fieldRefused } from '../../lib/errors.ts';
import { toCents } from '../../lib/money.ts';
import {
  dollars,
  type NumberedOrderLine,
  type OrderRow,
  refundableCents,
  refundablePiecesCents,
  type RefundableLine,
  refundableLines,
  type RefundRow,
  refundsByLines,
  type ShipmentRow,
} from '../orders/index.ts';

/** What an admin asked to refund, as the contract has parsed it. */
export interface RefundRequest {
  amount?: number | undefined;
  lines?: RefundLine[] | undefined;
  restock: boolean;
}

export interface PlannedRefund {
  amountCents: number;
  lines: RefundLine[];
  restock: boolean;
}

/**
 * Each line asked for exists, is asked for once, and has that many pieces not yet refunded; with
 * restock, each may go back on stock.
 */
function checkLines(refundable: RefundableLine[], asked: RefundLine[], restock: boolean) {
  const seen = new Set<number>();
  asked.forEach(({ lineNo, qty }, index) => {
    const fieldOf = (name: keyof RefundLine) => ['lines', index, name].join('.');
    const found = refundable.find(({ line }) => line.lineNo === lineNo);
    if (!found || seen.has(lineNo))
      throw fieldRefused(
        fieldOf('lineNo'),
        found ? 'is listed twice' : `must be a line of this order (1 to ${refundable.length})`,
      );
    seen.add(lineNo);
    if (qty > found.piecesLeft)
      throw fieldRefused(fieldOf('qty'), refundMessages.piecesLeft(found.piecesLeft, lineNo));
  });
  if (restock)
    asked.forEach(({ lineNo }, index) => {
      if (!refundable.find(({ line }) => line.lineNo === lineNo)?.restockable)
        throw fieldRefused(`lines.${index}.qty`, refundMessages.partlyShipped(lineNo));
    });
}

/** What refunded pieces come to: each at its unit price, with its share of a tax charged on top. */
const linesCents = (row: OrderRow, refundable: RefundableLine<NumberedOrderLine>[], asked: RefundLine[]) =>
  asked.reduce((total, { lineNo, qty }) => {
    const found = refundable.find(({ line }) => line.lineNo === lineNo);
    return total + (found ? refundablePiecesCents(row, found, qty) : 0);
  }, 0);

/**
 * Turns a request into the refund to record, or refuses it naming the field: an amount, or lines
 * (their unit price × quantity, and their share of a tax charged on top of the prices, within the
 * pieces not yet refunded), and never more than is left of the payment. A cancelled order's pieces
 * went back on stock with its cancel: only an amount is refunded there (decision 054). Order lines
 * are numbered from 1 in the order the order lists them.
 */
export function planRefund(
  row: OrderRow,
  orderLines: NumberedOrderLine[],
  { refunds, shipments }: { refunds: RefundRow[]; shipments: ShipmentRow[] },
  request: RefundRequest,
): PlannedRefund {
  if (!refundsByLines(row) && request.lines)
    throw badRequest('A cancelled order is refunded by amount: its parts went back on stock then', 'lines');
  const left = refundableCents(row, refunds);
  const lines = request.lines ?? [];
  const refundable = refundableLines(orderLines, { refunds, shipments });
  checkLines(refundable, lines, request.restock);
  const amountCents =
    request.amount === undefined ? linesCents(row, refundable, lines) : toCents(request.amount);
  if (amountCents > left) {
    if (request.amount !== undefined) throw fieldRefused('amount', refundMessages.amountLeft(dollars(left)));
    throw badRequest(
      `These lines come to ${dollars(amountCents)}, more than the ${dollars(left)} left to refund`,
      'lines',
    );
  }
  return { amountCents, lines, restock: request.restock && lines.length > 0 };
}

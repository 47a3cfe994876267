import { refundMessages, type RefundLine } from '@crankworks/contract';
import { badRequest, fieldRefused } from '../../../lib/errors.ts';
import { toCents } from '../../../lib/money.ts';
import type { OrderRow } from '../order-dto.ts';
import type { NumberedOrderLine } from '../order-lines.ts';
import { dollars } from '../order-mails.ts';
import { leftToShipByLine, shippedQtyByLine, type ShipmentRow } from '../shipment-queries.ts';
import { refundableCents, refundedPieces, type RefundRow } from './refund-records.ts';

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

/** One order line with what a refund may take of it now. */
export interface RefundableLine {
  line: NumberedOrderLine;
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
export function refundableLines(
  orderLines: NumberedOrderLine[],
  { refunds, shipments }: { refunds: RefundRow[]; shipments: ShipmentRow[] },
): RefundableLine[] {
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
export const refundsByLines = (row: Pick<OrderRow, 'cancelledAt'>) => row.cancelledAt === null;

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

/** What refunded lines come to: each at its unit price. */
const linesCents = (orderLines: NumberedOrderLine[], asked: RefundLine[]) =>
  asked.reduce(
    (total, { lineNo, qty }) =>
      total + (orderLines.find((line) => line.lineNo === lineNo)?.priceCents ?? 0) * qty,
    0,
  );

/**
 * Turns a request into the refund to record, or refuses it naming the field: an amount, or lines
 * (their unit price × quantity, within the pieces not yet refunded), and never more than is left of
 * the payment. A cancelled order's pieces went back on stock with its cancel: only an amount is
 * refunded there (decision 054). Order lines are numbered from 1 in the order the order lists them.
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
  checkLines(refundableLines(orderLines, { refunds, shipments }), lines, request.restock);
  const amountCents = request.amount === undefined ? linesCents(orderLines, lines) : toCents(request.amount);
  if (amountCents > left) {
    if (request.amount !== undefined)
      throw fieldRefused('amount', `must be at most ${dollars(left)}: what is left to refund`);
    throw badRequest(
      `These lines come to ${dollars(amountCents)}, more than the ${dollars(left)} left to refund`,
      'lines',
    );
  }
  return { amountCents, lines, restock: request.restock && lines.length > 0 };
}

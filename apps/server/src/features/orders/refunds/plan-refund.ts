import type { RefundLine } from '@crankworks/contract';
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

const lineOf = (orderLines: NumberedOrderLine[], lineNo: number) =>
  orderLines.find((line) => line.lineNo === lineNo);

/** Each line asked for exists, is asked for once, and has that many pieces not yet refunded. */
function checkLines(orderLines: NumberedOrderLine[], refunds: RefundRow[], asked: RefundLine[]) {
  const refunded = refundedPieces(refunds);
  const seen = new Set<number>();
  asked.forEach(({ lineNo, qty }, index) => {
    const fieldOf = (name: keyof RefundLine) => ['lines', index, name].join('.');
    const line = lineOf(orderLines, lineNo);
    if (!line || seen.has(lineNo))
      throw fieldRefused(
        fieldOf('lineNo'),
        line ? 'is listed twice' : `must be a line of this order (1 to ${orderLines.length})`,
      );
    seen.add(lineNo);
    const left = line.qty - (refunded.get(lineNo) ?? 0);
    if (qty > left)
      throw fieldRefused(fieldOf('qty'), `must be at most ${left}: what is left of line ${lineNo}`);
  });
}

/**
 * With restock, each line asked for has shipped nothing yet (the pieces never leave) or has nothing
 * left to ship (returned goods). On a line partly shipped the refund cannot tell pieces that came
 * back from pieces that should no longer leave, and a wrong guess ships refunded pieces or keeps
 * back paid ones.
 */
function checkRestock(
  orderLines: NumberedOrderLine[],
  refunds: RefundRow[],
  shipments: ShipmentRow[],
  asked: RefundLine[],
) {
  const shipped = shippedQtyByLine(shipments);
  const left = leftToShipByLine(orderLines, shipped, refunds);
  asked.forEach(({ lineNo }, index) => {
    if ((shipped.get(lineNo) ?? 0) > 0 && (left.get(lineNo) ?? 0) > 0)
      throw fieldRefused(
        `lines.${index}.qty`,
        `cannot go back on stock while line ${lineNo} is partly shipped: refund it without restocking, or once the rest has shipped`,
      );
  });
}

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
  if (row.cancelledAt && request.lines)
    throw badRequest('A cancelled order is refunded by amount: its parts went back on stock then', 'lines');
  const left = refundableCents(row, refunds);
  const lines = request.lines ?? [];
  checkLines(orderLines, refunds, lines);
  if (request.restock) checkRestock(orderLines, refunds, shipments, lines);
  const amountCents =
    request.amount === undefined
      ? lines.reduce(
          (total, { lineNo, qty }) => total + (lineOf(orderLines, lineNo)?.priceCents ?? 0) * qty,
          0,
        )
      : toCents(request.amount);
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

import type { RefundLine } from '@crankworks/contract';
import { badRequest, fieldRefused } from '../../../lib/errors.ts';
import { toCents } from '../../../lib/money.ts';
import type { OrderRow } from '../order-dto.ts';
import type { NumberedOrderLine } from '../order-lines.ts';
import { dollars } from '../order-mails.ts';
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
 * Turns a request into the refund to record, or refuses it naming the field: an amount, or lines
 * (their unit price × quantity, within the pieces not yet refunded), and never more than is left of
 * the payment. Order lines are numbered from 1 in the order the order lists them.
 */
export function planRefund(
  row: OrderRow,
  orderLines: NumberedOrderLine[],
  refunds: RefundRow[],
  request: RefundRequest,
): PlannedRefund {
  const left = refundableCents(row, refunds);
  const lines = request.lines ?? [];
  checkLines(orderLines, refunds, lines);
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

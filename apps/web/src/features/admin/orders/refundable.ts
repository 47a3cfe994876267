import type { OrderDetail, RefundLine } from '@crankworks/contract';

const cents = (dollars: number) => Math.round(dollars * 100);

/** Refunds that took or are taking money: a failed one gave nothing back. */
const counting = (order: OrderDetail) => order.refunds.filter((refund) => refund.status !== 'failed');

/** What is left to refund of the order's payment, in dollars (the server's rule, decision 050). */
export function refundableDollars(order: OrderDetail): number {
  const taken = counting(order).reduce((total, refund) => total + cents(refund.amount), 0);
  return (cents(order.paidTotal) - taken) / 100;
}

/** Each line's pieces not yet refunded, by the line's number (as the server counts them). */
export function refundablePieces(order: OrderDetail): Map<number, number> {
  const refunded = counting(order)
    .flatMap((refund) => refund.lines)
    .reduce(
      (pieces, line: RefundLine) => pieces.set(line.lineNo, (pieces.get(line.lineNo) ?? 0) + line.qty),
      new Map<number, number>(),
    );
  return new Map(order.lines.map((line) => [line.lineNo, line.qty - (refunded.get(line.lineNo) ?? 0)]));
}

/** What these refunded lines come to, in dollars, each at its line's unit price. */
export const linesDollars = (order: OrderDetail, lines: RefundLine[]) =>
  lines.reduce(
    (total, { lineNo, qty }) =>
      total + cents(order.lines.find((line) => line.lineNo === lineNo)?.price ?? 0) * qty,
    0,
  ) / 100;

/** Only a paid order still open can be refunded, and only while money is left. */
export const canRefund = (order: OrderDetail) =>
  order.paid && order.status !== 'cancelled' && refundableDollars(order) > 0;

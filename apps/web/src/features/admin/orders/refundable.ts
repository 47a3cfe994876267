import type { OrderDetail, RefundLine } from '@crankworks/contract';

const cents = (dollars: number) => Math.round(dollars * 100);

/** Refunds that took or are taking money: a failed one gave nothing back. */
const counting = (order: OrderDetail) => order.refunds.filter((refund) => refund.status !== 'failed');

/** What is left to refund of the order's payment, in dollars (the server's rule, decision 050). */
export function refundableDollars(order: OrderDetail): number {
  const taken = counting(order).reduce((total, refund) => total + cents(refund.amount), 0);
  return (cents(order.paidTotal) - taken) / 100;
}

/** Each line's pieces not yet refunded, first line first (lines are numbered from 1). */
export function refundablePieces(order: OrderDetail): number[] {
  const refunded = counting(order)
    .flatMap((refund) => refund.lines)
    .reduce(
      (pieces, line: RefundLine) => pieces.set(line.lineNo, (pieces.get(line.lineNo) ?? 0) + line.qty),
      new Map<number, number>(),
    );
  return order.lines.map((line) => line.qty - (refunded.get(line.lineNo) ?? 0));
}

/** What lines with these quantities come to, in dollars. */
export const linesDollars = (order: OrderDetail, qtys: number[]) =>
  order.lines.reduce((total, line, index) => total + cents(line.price) * (qtys[index] ?? 0), 0) / 100;

/** Only a paid order still open can be refunded, and only while money is left. */
export const canRefund = (order: OrderDetail) =>
  order.paid && order.status !== 'cancelled' && refundableDollars(order) > 0;

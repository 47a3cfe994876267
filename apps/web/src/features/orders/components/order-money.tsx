import type { OrderDetail, Refund } from '@crankworks/contract';
import { formatDateTime, formatUsd } from '../../../lib/format.ts';

const statusWords: Record<Refund['status'], string> = {
  pending: 'Under way',
  succeeded: 'Refunded',
  failed: 'Failed',
};

/** What the order's payment came to: paid, refunded and what the shop keeps. Nothing before it is paid. */
export function OrderMoney({ order }: { order: OrderDetail }) {
  if (order.paidTotal === 0) return null;
  return (
    <dl aria-label="Payment and refunds" className="grid grid-cols-[auto_auto] justify-start gap-x-4 gap-y-1">
      <dt className="font-semibold">Paid</dt>
      <dd>{formatUsd(order.paidTotal)}</dd>
      <dt className="font-semibold">Refunded</dt>
      <dd>{formatUsd(order.refundedTotal)}</dd>
      <dt className="font-semibold">Net</dt>
      <dd>{formatUsd(order.netTotal)}</dd>
    </dl>
  );
}

/** Each refund of the order, oldest first, with its amount, state, reason and why it failed. */
export function RefundsList({ refunds }: { refunds: Refund[] }) {
  if (refunds.length === 0) return <p>No refunds.</p>;
  return (
    <ul aria-label="Refunds" className="flex flex-col gap-2">
      {refunds.map((refund) => (
        <li key={refund.id} className="flex flex-wrap items-baseline gap-x-3">
          <span className="font-semibold">{formatUsd(refund.amount)}</span>
          <span>{statusWords[refund.status]}</span>
          <time dateTime={refund.createdAt}>{formatDateTime(refund.createdAt)}</time>
          {refund.restock && refund.status === 'succeeded' && <span>restocked</span>}
          {refund.reason && <span className="text-base-content/80">{refund.reason}</span>}
          {refund.status === 'failed' && refund.failure && <span>{refund.failure}</span>}
        </li>
      ))}
    </ul>
  );
}

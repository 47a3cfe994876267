import type { Order, Refund } from '@crankworks/contract';
import { formatDateTime, formatUsd } from '../../../lib/format.ts';

interface Step {
  label: string;
  at: string | null;
}

/** Money that went back to the customer's card, when it did. */
const refundSteps = (refunds: Refund[] = []): Step[] =>
  refunds
    .filter((refund) => refund.status === 'succeeded')
    .map((refund) => ({ label: `Refunded ${formatUsd(refund.amount)}`, at: refund.createdAt }));

/**
 * What happened to the order so far, and what it waits for next (a cancelled order waits for
 * nothing; one an admin cancelled after payment shows the payment and the refund that undid it).
 */
function stepsOf(order: Order & { refunds?: Refund[] }): Step[] {
  const placed = { label: 'Placed', at: order.createdAt };
  const paid = { label: 'Paid', at: order.paidAt };
  const refunds = refundSteps(order.refunds);
  if (order.cancelledAt) {
    const before = order.paidAt ? [placed, paid, ...refunds] : [placed];
    return [...before, { label: 'Cancelled', at: order.cancelledAt }];
  }
  return [placed, paid, { label: 'Shipped', at: order.shippedAt }, ...refunds];
}

/** The order's dates in order: placed, then paid and shipped (or cancelled), and every refund. */
export function OrderTimeline({ order }: { order: Order & { refunds?: Refund[] } }) {
  return (
    <ol aria-label="Timeline" className="flex flex-col gap-2">
      {stepsOf(order).map((step, index) => (
        <li key={index} className="flex flex-wrap items-baseline gap-x-3">
          <span className="w-24 font-semibold">{step.label}</span>
          {step.at ? (
            <time dateTime={step.at}>{formatDateTime(step.at)}</time>
          ) : (
            <span className="text-base-content/80">Not yet</span>
          )}
        </li>
      ))}
    </ol>
  );
}

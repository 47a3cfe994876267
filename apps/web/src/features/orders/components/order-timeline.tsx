import type { Order } from '@crankworks/contract';
import { formatDateTime } from '../../../lib/format.ts';

interface Step {
  label: string;
  at: string | null;
}

/** What happened to the order so far, and what it waits for next (a cancelled order waits for nothing). */
function stepsOf(order: Order): Step[] {
  const steps: Step[] = [{ label: 'Placed', at: order.createdAt }];
  if (order.cancelledAt) return [...steps, { label: 'Cancelled', at: order.cancelledAt }];
  steps.push({ label: 'Paid', at: order.paidAt });
  steps.push({ label: 'Shipped', at: order.shippedAt });
  return steps;
}

/** The order's dates in order: placed, then paid and shipped (or cancelled). */
export function OrderTimeline({ order }: { order: Order }) {
  return (
    <ol aria-label="Timeline" className="flex flex-col gap-2">
      {stepsOf(order).map((step) => (
        <li key={step.label} className="flex flex-wrap items-baseline gap-x-3">
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

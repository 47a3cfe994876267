import type { Order, Shipment } from '@crankworks/contract';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../lib/format.ts';
import { ShipmentSummary } from './shipment-summary.tsx';

interface Step {
  key: string;
  label: string;
  at: string | null;
  /** What the step was about, under its date: a shipment's parts and tracking. */
  details?: ReactNode;
}

/** An order with its shipments when the page has them (an order detail), without when it has not. */
type TimelineOrder = Order & { shipments?: Shipment[] };

/** What happened to the order so far, and what it waits for next (a cancelled order waits for nothing). */
function stepsOf(order: TimelineOrder): Step[] {
  const steps: Step[] = [{ key: 'placed', label: 'Placed', at: order.createdAt }];
  if (order.cancelledAt) return [...steps, { key: 'cancelled', label: 'Cancelled', at: order.cancelledAt }];
  steps.push({ key: 'paid', label: 'Paid', at: order.paidAt });
  (order.shipments ?? []).forEach((shipment, index) =>
    steps.push({
      key: shipment._id,
      label: `Shipment ${index + 1}`,
      at: shipment.createdAt,
      details: <ShipmentSummary shipment={shipment} />,
    }),
  );
  steps.push({ key: 'shipped', label: 'Shipped', at: order.shippedAt });
  steps.push({ key: 'delivered', label: 'Delivered', at: order.deliveredAt });
  return steps;
}

/** The order's dates in order: placed, paid, each shipment, shipped and delivered (or cancelled). */
export function OrderTimeline({ order }: { order: TimelineOrder }) {
  return (
    <ol aria-label="Timeline" className="flex flex-col gap-2">
      {stepsOf(order).map((step) => (
        <li key={step.key} className="flex flex-wrap items-baseline gap-x-3">
          <span className="w-24 font-semibold">{step.label}</span>
          {step.at ? (
            <time dateTime={step.at}>{formatDateTime(step.at)}</time>
          ) : (
            <span className="text-base-content/80">Not yet</span>
          )}
          {step.details && <div className="basis-full sm:ps-27">{step.details}</div>}
        </li>
      ))}
    </ol>
  );
}

import type { Order, Refund, Shipment } from '@crankworks/contract';
import type { ReactNode } from 'react';
import { formatDateTime, formatUsd } from '../../../lib/format.ts';
import { ShipmentSummary } from './shipment-summary.tsx';

interface Step {
  key: string;
  label: string;
  at: string | null;
  /** What the step was about, under its date: a shipment's parts and tracking. */
  details?: ReactNode;
}

/** An order with its shipments and refunds when the page has them (an order detail), without when it has not. */
type TimelineOrder = Order & { shipments?: Shipment[]; refunds?: Refund[] };

/** Money that went back to the customer's card, when it did. */
const refundSteps = (refunds: Refund[] = []): Step[] =>
  refunds
    .filter((refund) => refund.status === 'succeeded')
    .map((refund) => ({
      key: refund.id,
      label: `Refunded ${formatUsd(refund.amount)}`,
      at: refund.createdAt,
    }));

/**
 * What happened to the order so far, and what it waits for next (a cancelled order waits for
 * nothing; one an admin cancelled after payment shows the payment and the refund that undid it).
 */
function stepsOf(order: TimelineOrder): Step[] {
  const placed: Step = { key: 'placed', label: 'Placed', at: order.createdAt };
  const paid: Step = { key: 'paid', label: 'Paid', at: order.paidAt };
  const refunds = refundSteps(order.refunds);
  const cancelled: Step = { key: 'cancelled', label: 'Cancelled', at: order.cancelledAt };
  if (order.cancelledAt) return order.paidAt ? [placed, paid, ...refunds, cancelled] : [placed, cancelled];
  const shipments = (order.shipments ?? []).map((shipment, index) => ({
    key: shipment._id,
    label: `Shipment ${index + 1}`,
    at: shipment.createdAt,
    details: <ShipmentSummary shipment={shipment} />,
  }));
  return [
    placed,
    paid,
    ...shipments,
    { key: 'shipped', label: 'Shipped', at: order.shippedAt },
    { key: 'delivered', label: 'Delivered', at: order.deliveredAt },
    ...refunds,
  ];
}

/** The order's dates in order: placed, paid, each shipment, shipped and delivered (or cancelled), and every refund. */
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

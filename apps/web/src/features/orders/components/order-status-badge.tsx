import type { Order } from '@crankworks/contract';

const badges = {
  unpaid: { label: 'Unpaid', className: 'badge-warning' },
  paid: { label: 'Paid', className: 'badge-success' },
  partially_shipped: { label: 'Partially shipped', className: 'badge-info' },
  shipped: { label: 'Shipped', className: 'badge-info' },
  delivered: { label: 'Delivered', className: 'badge-primary' },
  cancelled: { label: 'Cancelled', className: 'badge-neutral' },
  expired: { label: 'Expired', className: 'badge-neutral' },
} as const;

/**
 * An order's state in words (never colour alone): Unpaid, Paid, Partially shipped, Shipped,
 * Delivered, Cancelled or Expired.
 */
export function OrderStatusBadge({ status }: Pick<Order, 'status'>) {
  const badge = badges[status];
  return <span className={`badge badge-soft font-semibold ${badge.className}`}>{badge.label}</span>;
}

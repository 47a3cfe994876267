import { orderStatusLabels, type Order, type OrderStatus } from '@crankworks/contract';

const badgeClasses: Record<OrderStatus, string> = {
  unpaid: 'badge-warning',
  paid: 'badge-success',
  partially_shipped: 'badge-info',
  shipped: 'badge-info',
  delivered: 'badge-primary',
  cancelled: 'badge-neutral',
  expired: 'badge-neutral',
};

/**
 * An order's state in words (never colour alone): Unpaid, Paid, Partially shipped, Shipped,
 * Delivered, Cancelled or Expired.
 */
export function OrderStatusBadge({ status }: Pick<Order, 'status'>) {
  return (
    <span className={`badge badge-soft font-semibold ${badgeClasses[status]}`}>
      {orderStatusLabels[status]}
    </span>
  );
}

import type { Order } from '@crankworks/contract';
import { Link } from 'react-router';
import { formatDateTime, formatUsd } from '../../../lib/format.ts';
import { orderTitle } from '../order-title.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';

interface MyOrderCardProps {
  order: Order;
  onCancel: (order: Order) => void;
}

/** One of the customer's orders, with what he can do next: open its details, pay or cancel it. */
export function MyOrderCard({ order, onCancel }: MyOrderCardProps) {
  const title = orderTitle(order);
  return (
    <article aria-label={`Order of ${title}`} className="card card-border bg-base-100 shadow-sm">
      <div className="card-body gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="card-title">{title}</h2>
          <OrderStatusBadge status={order.status} />
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
          {order.lineCount > 1 ? (
            <>
              <dt className="font-semibold">Parts</dt>
              <dd>{order.lineCount}</dd>
            </>
          ) : (
            <>
              <dt className="font-semibold">Quantity</dt>
              <dd>{order.orderQty} pcs</dd>
            </>
          )}
          <dt className="font-semibold">Total</dt>
          <dd>{formatUsd(order.total)}</dd>
          <dt className="font-semibold">Ordered</dt>
          <dd>
            <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
          </dd>
          {order.transactionId && (
            <>
              <dt className="font-semibold">Transaction id</dt>
              <dd className="font-mono break-all">{order.transactionId}</dd>
            </>
          )}
        </dl>
        <div className="card-actions justify-end">
          <Link to={`/dashboard/orders/${order._id}`} className="btn btn-outline btn-sm">
            Details<span className="sr-only"> of the order of {title}</span>
          </Link>
          {order.status === 'unpaid' && (
            <>
              <button
                type="button"
                className="btn btn-outline btn-error btn-sm"
                onClick={() => onCancel(order)}
              >
                Cancel<span className="sr-only"> the order of {title}</span>
              </button>
              <Link to={`/dashboard/payment/${order._id}`} className="btn btn-primary btn-sm">
                Pay Now<span className="sr-only">: {title}</span>
              </Link>
            </>
          )}
        </div>
      </div>
    </article>
  );
}

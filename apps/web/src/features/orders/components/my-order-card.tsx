import type { Order } from '@crankworks/contract';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { formatDateTime, formatUsd } from '../../../lib/format.ts';
import { orderTitle } from '../order-title.ts';
import { HeldUntil } from './held-until.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';

/** What an expired order offers (the cart's Put back in cart, given by the page). */
export type ExpiredOrderAction = ComponentType<{ orderId: string; title: string }>;

interface MyOrderCardProps {
  order: Order;
  onCancel: (order: Order) => void;
  expiredAction?: ExpiredOrderAction;
}

/** One of the customer's orders, with what he can do next: open its details, pay or cancel it, put it back in the cart. */
export function MyOrderCard({ order, onCancel, expiredAction: ExpiredAction }: MyOrderCardProps) {
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
          {order.heldUntil && (
            <>
              <dt className="font-semibold">Held until</dt>
              <dd>
                <HeldUntil heldUntil={order.heldUntil} />
              </dd>
            </>
          )}
          {order.expiredAt && (
            <>
              <dt className="font-semibold">Expired</dt>
              <dd>
                <time dateTime={order.expiredAt}>{formatDateTime(order.expiredAt)}</time>
              </dd>
            </>
          )}
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
          {order.status === 'expired' && ExpiredAction && <ExpiredAction orderId={order._id} title={title} />}
        </div>
      </div>
    </article>
  );
}

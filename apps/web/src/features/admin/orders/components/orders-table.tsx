import { orderReference, type Order, type OrderSortColumn, type TableSort } from '@crankworks/contract';
import { Link } from 'react-router';
import { SortableHeader } from '../../../../components/sortable-header.tsx';
import { formatDateTime, formatUsd } from '../../../../lib/format.ts';
import { OrderStatusBadge } from '../../../orders/index.ts';
import { OrderParts } from './order-parts.tsx';
import { OrderRowActions } from './order-row-actions.tsx';
import { TableRegion } from '../../../../components/table-region.tsx';

interface OrdersTableProps {
  orders: Order[];
  paidNoteId: string;
  sort: TableSort<OrderSortColumn>;
  onSort: (column: OrderSortColumn) => void;
  /** The order whose Mark Shipped is running, if any. */
  shippingId: string | null;
  onMarkShipped: (order: Order) => void;
  onDelete: (order: Order) => void;
}

/**
 * Every order of every customer: its reference links to the order's page, its (first) product to the
 * product's; long e-mails and ids are cut short (the full text in their title). Every column,
 * Actions included, fits beside the dashboard's menu at 1280 px; scrolls sideways on a phone rather
 * than squeezing.
 */
export function OrdersTable({
  orders,
  paidNoteId,
  sort,
  onSort,
  shippingId,
  onMarkShipped,
  onDelete,
}: OrdersTableProps) {
  const header = { current: sort, onSort };
  return (
    <TableRegion label="Orders" dense>
      <thead>
        <tr>
          <th scope="col">Order</th>
          <SortableHeader column="userEmail" {...header}>
            Customer
          </SortableHeader>
          <SortableHeader column="name" {...header}>
            Product
          </SortableHeader>
          <th scope="col">Quantity</th>
          <SortableHeader column="total" {...header}>
            Total
          </SortableHeader>
          <SortableHeader column="status" {...header}>
            State
          </SortableHeader>
          <SortableHeader column="createdAt" {...header}>
            Ordered
          </SortableHeader>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order._id}>
            <td>
              <Link
                to={`/dashboard/manageOrders/${order._id}`}
                title={order._id}
                className="link font-mono font-semibold"
              >
                {orderReference(order._id)}
              </Link>
            </td>
            <td className="max-w-40">
              <div className="truncate font-semibold" title={order.userName}>
                {order.userName}
              </div>
              <div className="truncate text-sm" title={order.userEmail}>
                {order.userEmail}
              </div>
            </td>
            <td>
              <OrderParts order={order} />
            </td>
            <td>{order.lineCount > 1 ? `${order.lineCount} parts` : order.orderQty}</td>
            <td>{formatUsd(order.total)}</td>
            <td>
              <OrderStatusBadge status={order.status} />
              {order.transactionId && (
                <div className="mt-1 max-w-24 truncate font-mono text-xs" title={order.transactionId}>
                  {order.transactionId}
                </div>
              )}
            </td>
            <td className="min-w-24">
              <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
            </td>
            <td>
              <OrderRowActions
                order={order}
                paidNoteId={paidNoteId}
                shipping={shippingId === order._id}
                onMarkShipped={onMarkShipped}
                onDelete={onDelete}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </TableRegion>
  );
}

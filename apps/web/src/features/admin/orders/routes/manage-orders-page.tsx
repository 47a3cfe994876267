import {
  orderStatusFilterLabels,
  orderStatusFilterSchema,
  orderTableQuerySchema,
  type Order,
  type OrderStatusFilter,
} from '@crankworks/contract';
import { useId } from 'react';
import { toast } from '../../../../lib/toast.ts';
import { AdminTablePage, pagedTable } from '../../../../components/admin-table-page.tsx';
import { errorMessage } from '../../../../lib/error-message.ts';
import { useConfirmedAction } from '../../../../lib/use-confirmed-action.ts';
import { usePageSizeParam } from '../../../../lib/use-page-size-param.ts';
import { useStatusParam } from '../../../../lib/use-status-param.ts';
import { useTableQuery } from '../../../../lib/use-table-query.ts';
import { orderContents, orderTitle, useDeleteOrder } from '../../../orders/index.ts';
import { useOrdersTable } from '../api/get-orders-table.ts';
import { useMarkOrderShipped } from '../api/mark-order-shipped.ts';
import { ExportCsvLink } from '../components/export-csv-link.tsx';
import { OrderStatusSelect } from '../components/order-status-select.tsx';
import { OrdersTable } from '../components/orders-table.tsx';
import { PageSizeSelect } from '../components/page-size-select.tsx';

/** What the list says when no order is in the chosen state. */
const noOrdersText = (status: OrderStatusFilter) =>
  status === 'to_ship' ? 'No orders to ship.' : `No ${orderStatusFilterLabels[status].toLowerCase()} orders.`;

export function Component() {
  const [pageSize, setPageSize] = usePageSizeParam();
  const [status, setStatus] = useStatusParam(orderStatusFilterSchema, ['page', 'after', 'before']);
  const tableQuery = useTableQuery(orderTableQuerySchema, pageSize);
  const query = { ...tableQuery.query, status };
  const orders = useOrdersTable(query);
  const markShipped = useMarkOrderShipped();
  const deleting = useConfirmedAction(useDeleteOrder(), {
    variables: (order: Order) => order._id,
    success: (order) => `Order deleted; ${orderContents(order)} back in stock`,
    failure: (_order, error) => `The order could not be deleted: ${errorMessage(error)}`,
  });
  const paidNoteId = useId();

  const onMarkShipped = (order: Order) =>
    markShipped.mutate(order._id, {
      onSuccess: () =>
        toast.success(`The order of ${orderTitle(order)} for ${order.userEmail} is marked shipped`),
      onError: (error) => toast.error(`The order could not be marked shipped: ${errorMessage(error)}`),
    });

  return (
    <AdminTablePage
      title="Manage Orders"
      intro={
        <p id={paidNoteId} className="text-sm text-base-content/80">
          Paid and shipped orders cannot be deleted: the customer has paid for them.
        </p>
      }
      search={{
        label: 'Search by reference, customer, e-mail or part',
        placeholder: 'e.g. #1a2b3c4d, rider@example.com or crankset',
      }}
      tools={
        <>
          <OrderStatusSelect value={status} onChange={setStatus} />
          <PageSizeSelect value={pageSize} onChange={setPageSize} />
          <ExportCsvLink search={query.search} status={status} sort={query.sort} dir={query.dir} />
        </>
      }
      noun={{ one: 'order', many: 'orders' }}
      emptyText={status && noOrdersText(status)}
      table={pagedTable(tableQuery, orders)}
      confirms={[
        {
          action: deleting,
          title: 'Delete this order?',
          confirmLabel: 'Delete order',
          body: deleting.target && (
            <p>
              The unpaid order of {orderContents(deleting.target)} by {deleting.target.userEmail} will be
              deleted and the parts go back to stock.
            </p>
          ),
        },
      ]}
    >
      {(rows) => (
        <OrdersTable
          orders={rows}
          paidNoteId={paidNoteId}
          sort={query}
          onSort={tableQuery.toggleSort}
          shippingId={markShipped.isPending ? markShipped.variables : null}
          onMarkShipped={onMarkShipped}
          onDelete={deleting.ask}
        />
      )}
    </AdminTablePage>
  );
}

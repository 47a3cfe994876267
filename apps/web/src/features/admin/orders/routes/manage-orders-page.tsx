import { orderTableQuerySchema, type Order } from '@crankworks/contract';
import { useId, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { DocumentTitle } from '../../../../components/document-title.tsx';
import { Pagination } from '../../../../components/pagination.tsx';
import { QueryError } from '../../../../components/query-error.tsx';
import { TableSearch } from '../../../../components/table-search.tsx';
import { errorMessage } from '../../../../lib/error-message.ts';
import { useTableQuery } from '../../../../lib/use-table-query.ts';
import { useDeleteOrder } from '../../../orders/index.ts';
import { useOrdersTable } from '../api/get-orders-table.ts';
import { useMarkOrderShipped } from '../api/mark-order-shipped.ts';
import { ExportCsvLink } from '../components/export-csv-link.tsx';
import { OrdersTable } from '../components/orders-table.tsx';
import { PageSizeSelect } from '../components/page-size-select.tsx';
import { usePageSizeParam } from '../../../../lib/use-page-size-param.ts';

export function Component() {
  const [pageSize, setPageSize] = usePageSizeParam();
  const { query, setPage, setSearch, toggleSort } = useTableQuery(orderTableQuerySchema, pageSize);
  const orders = useOrdersTable(query);
  const markShipped = useMarkOrderShipped();
  const deleteOrder = useDeleteOrder();
  const [deleting, setDeleting] = useState<Order | null>(null);
  const paidNoteId = useId();

  const onMarkShipped = (order: Order) =>
    markShipped.mutate(order._id, {
      onSuccess: () => toast.success(`The order of ${order.name} for ${order.userEmail} is marked shipped`),
      onError: (error) => toast.error(`The order could not be marked shipped: ${errorMessage(error)}`),
    });

  const confirmDelete = () => {
    if (!deleting) return;
    deleteOrder.mutate(deleting._id, {
      onSuccess: () => toast.success(`Order deleted; ${deleting.orderQty} × ${deleting.name} back in stock`),
      onError: (error) => toast.error(`The order could not be deleted: ${errorMessage(error)}`),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title="Manage Orders" />
      <h1 className="text-3xl font-bold">Manage Orders</h1>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <TableSearch
          label="Search by customer e-mail or product"
          value={query.search}
          onSearch={setSearch}
          placeholder="e.g. rider@example.com or crankset"
        />
        <div className="flex flex-wrap items-end gap-4">
          <PageSizeSelect value={pageSize} onChange={setPageSize} />
          <ExportCsvLink search={query.search} sort={query.sort} dir={query.dir} />
        </div>
      </div>
      <p id={paidNoteId} className="text-sm text-base-content/80">
        Paid and shipped orders cannot be deleted: the customer has paid for them.
      </p>
      {orders.isPending ? (
        <div role="status" aria-label="Loading orders" className="skeleton h-64 w-full" />
      ) : orders.isLoadingError ? (
        <QueryError
          title="We could not load the orders."
          error={orders.error}
          onRetry={() => void orders.refetch()}
        />
      ) : orders.data.items.length === 0 ? (
        <div className="alert flex flex-col items-start gap-2">
          <p>{emptyText(query.search, query.page > 1)}</p>
          {query.page > 1 && (
            <button type="button" className="btn btn-sm" onClick={() => setPage(1)}>
              Go to the first page
            </button>
          )}
        </div>
      ) : (
        <>
          <OrdersTable
            orders={orders.data.items}
            paidNoteId={paidNoteId}
            sort={query}
            onSort={toggleSort}
            shippingId={markShipped.isPending ? markShipped.variables : null}
            onMarkShipped={onMarkShipped}
            onDelete={setDeleting}
          />
          <Pagination table={orders.data} onPageChange={setPage} noun={{ one: 'order', many: 'orders' }} />
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this order?"
        confirmLabel="Delete order"
        pending={deleteOrder.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {deleting && (
          <p>
            The unpaid order of {deleting.orderQty} × {deleting.name} by {deleting.userEmail} will be deleted
            and the parts go back to stock.
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}

function emptyText(search: string | undefined, pastFirstPage: boolean) {
  if (pastFirstPage) return 'There are no orders on this page.';
  if (search) return `No orders match “${search}”.`;
  return 'No orders yet.';
}

import type { OrderExportQuery } from '@crankworks/contract';

/**
 * Downloads the orders as the table shows them (same search, state and order, every page) as a CSV
 * file, a record per order line.
 */
export function ExportCsvLink({ search, status, sort, dir }: OrderExportQuery) {
  const params = new URLSearchParams({ sort, dir });
  if (search) params.set('search', search);
  if (status) params.set('status', status);
  return (
    <a href={`/api/admin/orders.csv?${params}`} download className="btn btn-outline">
      Download CSV<span className="sr-only"> of the orders{search ? ` matching ${search}` : ''}</span>
    </a>
  );
}

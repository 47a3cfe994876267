import type { OrderExportQuery } from '@crankworks/contract';

/** Downloads the orders as the table shows them (same search and order, every page) as a CSV file. */
export function ExportCsvLink({ search, sort, dir }: OrderExportQuery) {
  const params = new URLSearchParams({ sort, dir });
  if (search) params.set('search', search);
  return (
    <a href={`/api/admin/orders.csv?${params}`} download className="btn btn-outline">
      Download CSV<span className="sr-only"> of the orders{search ? ` matching ${search}` : ''}</span>
    </a>
  );
}

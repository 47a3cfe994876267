import type { OrderExportQuery } from '@crankworks/contract';
import type { Db } from '../../db/client.ts';
import { csvRow } from '../../lib/csv.ts';
import { orderTitleOf, toOrderDto } from './order-dto.ts';
import { listOrdersForExport } from './queries.ts';

/** The most rows one export holds; past it the file ends with a line that says so. */
export const CSV_EXPORT_MAX_ROWS = 10_000;

const HEADER = [
  'Order id',
  'Placed',
  'Customer',
  'E-mail',
  'Address',
  'Phone',
  'Product',
  'Quantity',
  'Unit price (USD)',
  'Total (USD)',
  'State',
  'Transaction id',
  'Paid',
  'Shipped',
  'Cancelled',
  'Delivered',
];

/** Manage Orders as filtered and sorted, as a CSV file (UTF-8, CRLF line ends). */
export async function ordersCsv(db: Db, query: OrderExportQuery) {
  const rows = await listOrdersForExport(db, query, CSV_EXPORT_MAX_ROWS + 1);
  const lines = [csvRow(HEADER)];
  for (const row of rows.slice(0, CSV_EXPORT_MAX_ROWS)) {
    const item = toOrderDto(row);
    lines.push(
      csvRow([
        item._id,
        item.createdAt,
        item.userName,
        item.userEmail,
        item.address,
        item.phone,
        orderTitleOf(row),
        // A cart's order has no one quantity or unit price: its lines are on its page.
        row.lineCount === 1 ? item.orderQty : '',
        row.lineCount === 1 ? item.price : '',
        item.total,
        item.status,
        item.transactionId,
        item.paidAt,
        item.shippedAt,
        item.cancelledAt,
        item.deliveredAt,
      ]),
    );
  }
  if (rows.length > CSV_EXPORT_MAX_ROWS)
    lines.push(
      csvRow([`Only the first ${CSV_EXPORT_MAX_ROWS} orders: narrow the search to export the rest`]),
    );
  return lines.join('');
}

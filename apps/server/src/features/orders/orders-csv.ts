import { orderReference, type OrderExportQuery } from '@crankworks/contract';
import type { Db } from '../../db/client.ts';
import { csvRow } from '../../lib/csv.ts';
import { toDollars } from '../../lib/money.ts';
import { toOrderDto } from './order-dto.ts';
import { exportedOrders } from './order-export-lines.ts';
import { listOrdersForExport } from './queries.ts';

/** The most orders one export holds; past it the file ends with a line that says so. */
export const CSV_EXPORT_MAX_ROWS = 10_000;

/** One record per order line; the order's own columns repeat on each of its lines. */
const HEADER = [
  'Order',
  'Order id',
  'Placed',
  'Customer',
  'E-mail',
  'Address',
  'Phone',
  'Line',
  'Part',
  'Quantity',
  'Unit price (USD)',
  'Line total (USD)',
  'Shipped pieces',
  'Refunded pieces',
  'Order total (USD)',
  'Order refunded (USD)',
  'State',
  'Transaction id',
  'Paid',
  'Shipped',
  'Cancelled',
  'Delivered',
  // What the order's total is made of (decision 069); empty for an order charged its goods only.
  'Line tax (USD)',
  'Order goods (USD)',
  'Shipping method',
  'Shipping (USD)',
  'Tax rate',
  'Order tax (USD)',
];

const centsOrEmpty = (cents: number | null) => (cents === null ? '' : toDollars(cents));

/** Manage Orders as searched, filtered and sorted, a record per line, as a CSV file (UTF-8, CRLF line ends). */
export async function ordersCsv(db: Db, query: OrderExportQuery) {
  const rows = await listOrdersForExport(db, query, CSV_EXPORT_MAX_ROWS + 1);
  const records = [csvRow(HEADER)];
  for (const { row, lines, refundedCents } of await exportedOrders(db, rows.slice(0, CSV_EXPORT_MAX_ROWS))) {
    const item = toOrderDto(row);
    for (const line of lines)
      records.push(
        csvRow([
          orderReference(item._id),
          item._id,
          item.createdAt,
          item.userName,
          item.userEmail,
          item.address,
          item.phone,
          line.lineNo,
          line.productName,
          line.qty,
          toDollars(line.priceCents),
          toDollars(line.priceCents * line.qty),
          line.shippedQty,
          line.refundedQty,
          item.total,
          toDollars(refundedCents),
          item.status,
          item.transactionId,
          item.paidAt,
          item.shippedAt,
          item.cancelledAt,
          item.deliveredAt,
          centsOrEmpty(line.taxCents),
          centsOrEmpty(row.goodsCents),
          row.shippingMethod,
          centsOrEmpty(row.shippingCents),
          row.taxLabel,
          centsOrEmpty(row.taxCents),
        ]),
      );
  }
  if (rows.length > CSV_EXPORT_MAX_ROWS)
    records.push(
      csvRow([`Only the first ${CSV_EXPORT_MAX_ROWS} orders: narrow the search to export the rest`]),
    );
  return records.join('');
}

import { sql } from 'drizzle-orm';
import { orderTitle, type Order } from '@crankworks/contract';
import { order } from '../../db/schema/index.ts';
import { toDollars } from '../../lib/money.ts';

export type OrderRow = typeof order.$inferSelect;

/**
 * What the customer owes for an order, in cents: its lines' total. An order the release before
 * order lines placed during a rolling restart has none recorded; it is one part, price × quantity.
 */
export const orderTotalCents = (row: Pick<OrderRow, 'totalCents' | 'priceCents' | 'orderQty'>) =>
  row.totalCents ?? row.priceCents * row.orderQty;

/** The same total in SQL (bigint: a total may pass PostgreSQL's integer); Manage Orders' index is on it. */
export const orderTotalSql = sql`coalesce(${order.totalCents}, ${order.priceCents}::bigint * ${order.orderQty})`;

/** An order that is off the books: cancelled (paid or not) or expired unpaid. */
export const isClosed = (row: Pick<OrderRow, 'status'>) =>
  row.status === 'cancelled' || row.status === 'expired';

/** What an order is called in lists and e-mails: its first part, and how many more it holds. */
export const orderTitleOf = (row: Pick<OrderRow, 'productName' | 'lineCount'>) =>
  orderTitle(row.productName, row.lineCount);

export const toOrderDto = (row: OrderRow): Order => ({
  _id: row.id,
  productId: row.productId,
  name: row.productName,
  description: row.productDescription,
  price: toDollars(row.priceCents),
  orderQty: row.orderQty,
  total: toDollars(orderTotalCents(row)),
  lineCount: row.lineCount,
  userName: row.userName,
  userEmail: row.userEmail,
  address: row.address,
  phone: row.phone,
  paid: row.paid,
  shipped: row.shipped,
  status: row.status,
  transactionId: row.transactionId,
  createdAt: row.createdAt.toISOString(),
  paidAt: row.paidAt?.toISOString() ?? null,
  shippedAt: row.shippedAt?.toISOString() ?? null,
  cancelledAt: row.cancelledAt?.toISOString() ?? null,
  expiredAt: row.expiredAt?.toISOString() ?? null,
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
  heldUntil: row.status === 'unpaid' ? (row.heldUntil?.toISOString() ?? null) : null,
});

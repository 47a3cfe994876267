import type { Order, OrderStatus } from '@crankworks/contract';
import type { order } from '../../db/schema/index.ts';
import { toDollars } from '../../lib/money.ts';

export type OrderRow = typeof order.$inferSelect;

/** What the customer owes for an order: the copied unit price times the quantity, in cents. */
export const orderTotalCents = (row: Pick<OrderRow, 'priceCents' | 'orderQty'>) =>
  row.priceCents * row.orderQty;

/** Where an order stands; a paid order is never cancelled, so the states do not overlap. */
export const orderStatus = (row: Pick<OrderRow, 'cancelledAt' | 'shipped' | 'paid'>): OrderStatus =>
  row.cancelledAt ? 'cancelled' : row.shipped ? 'shipped' : row.paid ? 'paid' : 'unpaid';

export const toOrderDto = (row: OrderRow): Order => ({
  _id: row.id,
  productId: row.productId,
  name: row.productName,
  description: row.productDescription,
  price: toDollars(row.priceCents),
  orderQty: row.orderQty,
  total: toDollars(orderTotalCents(row)),
  userName: row.userName,
  userEmail: row.userEmail,
  address: row.address,
  phone: row.phone,
  paid: row.paid,
  shipped: row.shipped,
  status: orderStatus(row),
  transactionId: row.transactionId,
  createdAt: row.createdAt.toISOString(),
  paidAt: row.paidAt?.toISOString() ?? null,
  shippedAt: row.shippedAt?.toISOString() ?? null,
  cancelledAt: row.cancelledAt?.toISOString() ?? null,
});

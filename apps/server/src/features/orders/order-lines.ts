import { asc, eq } from 'drizzle-orm';
import type { OrderDetail, OrderLine } from '@crankworks/contract';
import type { Db } from '../../db/client.ts';
import { orderLine } from '../../db/schema/index.ts';
import { toDollars } from '../../lib/money.ts';
import { toOrderDto, type OrderRow } from './order-dto.ts';
import { orderMoneyOf } from './refunds/refund-records.ts';

export type OrderLineRow = Pick<
  typeof orderLine.$inferSelect,
  'productId' | 'productName' | 'productDescription' | 'priceCents' | 'qty'
>;

/**
 * An order's lines, first to last. An order the release before order lines placed during a rolling
 * restart has no rows yet: it is one part, the one its own columns name.
 */
export async function findOrderLines(db: Db, row: OrderRow): Promise<OrderLineRow[]> {
  const lines = await db
    .select({
      productId: orderLine.productId,
      productName: orderLine.productName,
      productDescription: orderLine.productDescription,
      priceCents: orderLine.priceCents,
      qty: orderLine.qty,
    })
    .from(orderLine)
    .where(eq(orderLine.orderId, row.id))
    .orderBy(asc(orderLine.lineNo));
  if (lines.length > 0) return lines;
  const { productId, productName, productDescription, priceCents, orderQty } = row;
  return [{ productId, productName, productDescription, priceCents, qty: orderQty }];
}

const toLineDto = (line: OrderLineRow): OrderLine => ({
  productId: line.productId,
  name: line.productName,
  description: line.productDescription,
  price: toDollars(line.priceCents),
  qty: line.qty,
  lineTotal: toDollars(line.priceCents * line.qty),
});

/** GET /order/:id: the order with every line, and what was paid and refunded. */
export async function toOrderDetailDto(db: Db, row: OrderRow): Promise<OrderDetail> {
  const lines = (await findOrderLines(db, row)).map(toLineDto);
  return { ...toOrderDto(row), lines, ...(await orderMoneyOf(db, row)) };
}

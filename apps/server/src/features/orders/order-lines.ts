import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLine } from '../../db/schema/index.ts';
import type { OrderRow } from './order-dto.ts';

export type OrderLineRow = Pick<
  typeof orderLine.$inferSelect,
  'productId' | 'productName' | 'productDescription' | 'priceCents' | 'qty' | 'taxCents'
>;

/** A line as the order holds it: with its number, by which shipments name it. */
export type NumberedOrderLine = OrderLineRow & { lineNo: number };

/**
 * An order's lines, first to last. An order the release before order lines placed during a rolling
 * restart has no rows yet: it is one part, line 1, the one its own columns name.
 */
export async function findOrderLines(db: Db, row: OrderRow): Promise<NumberedOrderLine[]> {
  const lines = await db
    .select({
      lineNo: orderLine.lineNo,
      productId: orderLine.productId,
      productName: orderLine.productName,
      productDescription: orderLine.productDescription,
      priceCents: orderLine.priceCents,
      qty: orderLine.qty,
      taxCents: orderLine.taxCents,
    })
    .from(orderLine)
    .where(eq(orderLine.orderId, row.id))
    .orderBy(asc(orderLine.lineNo));
  return lines.length > 0 ? lines : [onlyLineOf(row)];
}

/** The one line of an order the release before order lines placed: the part its own columns name. */
export function onlyLineOf(row: OrderRow): NumberedOrderLine {
  const { productId, productName, productDescription, priceCents, orderQty } = row;
  return { lineNo: 1, productId, productName, productDescription, priceCents, qty: orderQty, taxCents: null };
}

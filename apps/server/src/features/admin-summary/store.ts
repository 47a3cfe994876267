import { and, asc, count, desc, lt, lte, or } from 'drizzle-orm';
import {
  LOW_STOCK_THRESHOLD,
  ORDER_STATUSES,
  type AdminSummary,
  type OrderStatus,
} from '@crankworks/contract';
import type { Db } from '../../db/client.ts';
import { contactMessage, onSale, order, product } from '../../db/schema/index.ts';

export async function ordersByState(db: Db): Promise<AdminSummary['ordersByState']> {
  const rows = await db.select({ state: order.status, orders: count() }).from(order).groupBy(order.status);
  const counts = Object.fromEntries(ORDER_STATUSES.map((state) => [state, 0])) as Record<OrderStatus, number>;
  for (const row of rows) counts[row.state] = row.orders;
  return counts;
}

/**
 * The parts on sale that can no longer be ordered (below their minimum) or are about to run out,
 * fewest first; a hidden part's stock is nobody's worry yet, or any more.
 */
export async function lowStockParts(db: Db, limit = 10): Promise<AdminSummary['lowStock']> {
  const rows = await db
    .select()
    .from(product)
    .where(
      and(
        onSale,
        or(lt(product.availableQty, product.minimumQty), lte(product.availableQty, LOW_STOCK_THRESHOLD)),
      ),
    )
    .orderBy(asc(product.availableQty), asc(product.name))
    .limit(limit);
  return rows.map((row) => ({
    _id: row.id,
    name: row.variantName,
    availableQty: row.availableQty,
    minimumQty: row.minimumQty,
  }));
}

export async function latestMessages(db: Db, limit = 5): Promise<AdminSummary['latestMessages']> {
  const rows = await db.select().from(contactMessage).orderBy(desc(contactMessage.createdAt)).limit(limit);
  return rows.map((row) => ({
    _id: row.id,
    name: `${row.firstName} ${row.lastName}`,
    email: row.email,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  }));
}

import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { order, product } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { OrderRow } from './order-dto.ts';

type Removed = Pick<OrderRow, 'productId' | 'orderQty'>;

/** Gives the quantities of removed orders back to their products (a deleted product has none to get back). */
async function returnToStock(db: Db, removed: Removed[]) {
  const byProduct = new Map<string, number>();
  for (const row of removed) {
    if (row.productId) byProduct.set(row.productId, (byProduct.get(row.productId) ?? 0) + row.orderQty);
  }
  for (const [productId, quantity] of byProduct) {
    await db
      .update(product)
      .set({ availableQty: sql`${product.availableQty} + ${quantity}` })
      .where(eq(product.id, productId));
  }
}

/**
 * Cancels (customer) or deletes (admin) an unpaid order and gives its quantity back to stock in the
 * same transaction (DESIGN §3.7, §3.8). A paid order is a business record: it is never deleted.
 */
export async function deleteUnpaidOrder(db: Db, orderId: string): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(order)
      .where(and(eq(order.id, orderId), eq(order.paid, false)))
      .returning();
    if (!removed) {
      const [existing] = await tx.select({ id: order.id }).from(order).where(eq(order.id, orderId));
      if (existing) throw conflict('A paid order cannot be deleted');
      throw notFound('No order with that id');
    }
    await returnToStock(tx, [removed]);
    return removed;
  });
}

/**
 * For deleting an account: cancels the user's unpaid orders and returns their stock; paid orders stay
 * (their user_id becomes null with the account, they keep the copied name and e-mail).
 * Returns how many orders were cancelled.
 */
export async function cancelUnpaidOrdersOfUser(db: Db, userId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(order)
      .where(and(eq(order.userId, userId), eq(order.paid, false)))
      .returning({ productId: order.productId, orderQty: order.orderQty });
    await returnToStock(tx, removed);
    return removed.length;
  });
}

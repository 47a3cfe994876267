import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { product } from '../../db/schema/index.ts';
import type { ProductRow } from './queries.ts';

/**
 * Takes `quantity` pieces from a product's stock if it still has them, in one conditional UPDATE
 * (never read-then-write), so concurrent orders and restocks cannot overwrite each other.
 * Returns the updated product, or undefined when the stock was short.
 */
export async function takeStock(
  db: Db,
  productId: string,
  quantity: number,
): Promise<ProductRow | undefined> {
  const [row] = await db
    .update(product)
    .set({ availableQty: sql`${product.availableQty} - ${quantity}` })
    .where(and(eq(product.id, productId), gte(product.availableQty, quantity)))
    .returning();
  return row;
}

/** Gives pieces back to a product's stock (a cancelled order's), in one UPDATE. */
export async function returnStock(db: Db, productId: string, quantity: number): Promise<void> {
  await db
    .update(product)
    .set({ availableQty: sql`${product.availableQty} + ${quantity}` })
    .where(eq(product.id, productId));
}

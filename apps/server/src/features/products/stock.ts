import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { product } from '../../db/schema/index.ts';

/** Gives pieces back to a product's stock (a cancelled order's), in one UPDATE. */
export async function returnStock(db: Db, productId: string, quantity: number): Promise<void> {
  await db
    .update(product)
    .set({ availableQty: sql`${product.availableQty} + ${quantity}` })
    .where(eq(product.id, productId));
}

import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartDroppedPart, cartLine, orderLine } from '../../db/schema/index.ts';
import type { OrderRow } from '../orders/index.ts';

/**
 * The cart keeps its lines while the order placed from it waits for payment (decision 065): paying
 * that order takes the parts paid for out of the cart, and the names of parts the shop stopped
 * selling with them. Run in the payment's own transaction, so a paid order never leaves its parts in
 * the cart. A Buy Now order, or a guest's, leaves every cart alone.
 */
export async function emptyCartOfPaidOrder(
  tx: Db,
  paid: Pick<OrderRow, 'id' | 'userId' | 'fromCart'>,
): Promise<void> {
  if (!paid.fromCart || !paid.userId) return;
  const partsPaidFor = tx
    .select({ productId: orderLine.productId })
    .from(orderLine)
    .where(eq(orderLine.orderId, paid.id));
  await tx
    .delete(cartLine)
    .where(and(eq(cartLine.userId, paid.userId), inArray(cartLine.productId, partsPaidFor)));
  await tx.delete(cartDroppedPart).where(eq(cartDroppedPart.userId, paid.userId));
}

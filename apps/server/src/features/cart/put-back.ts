import { cartMessages, type PutBack } from '@crankworks/contract';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import { findOrderLines, loadOrderFor } from '../orders/index.ts';
import { mergeCart, readCart } from './queries.ts';

/**
 * Put back in cart: the lines of the customer's own expired order go back into his cart by the rules a
 * visitor's cart joins his account's (`mergeCart`: fitted to each part's minimum and stock, a part
 * already there keeping the larger quantity). Parts deleted meanwhile, sold out, or past the cart's
 * size are left out and named. Any other state of the order is refused: its parts are still its own.
 */
export async function putOrderBackInCart(
  db: Db,
  viewer: { id: string; role: string },
  orderId: string,
): Promise<PutBack> {
  const row = await loadOrderFor(db, viewer, orderId, 'owner');
  if (row.status !== 'expired') throw conflict(cartMessages.notExpired);
  const lines = await findOrderLines(db, row);
  const forSale = lines.flatMap(({ productId, qty }) => (productId ? [{ productId, qty }] : []));
  const leftOutIds = new Set(await mergeCart(db, viewer.id, forSale));
  const leftOut = lines
    .filter((line) => !line.productId || leftOutIds.has(line.productId))
    .map((line) => line.productName);
  return { cart: await readCart(db, viewer.id), leftOut };
}

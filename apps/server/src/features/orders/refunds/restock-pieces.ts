import type { RefundLine } from '@crankworks/contract';
import type { Db } from '../../../db/client.ts';
import { returnStock } from '../../products/index.ts';
import type { OrderLineRow } from '../order-lines.ts';

/** Puts refunded pieces back on their parts' stock (a deleted part has none to get back). */
export async function restockPieces(tx: Db, orderLines: OrderLineRow[], pieces: RefundLine[]) {
  for (const { lineNo, qty } of pieces) {
    const productId = orderLines[lineNo - 1]?.productId;
    if (productId) await returnStock(tx, productId, qty);
  }
}

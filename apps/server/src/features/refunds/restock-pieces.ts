import type { RefundLine } from '@crankworks/contract';
import type { Db } from '../../db/client.ts';
import { returnStock } from '../products/index.ts';
import { type NumberedOrderLine } from '../orders/index.ts';

/** Puts refunded pieces back on their parts' stock (a deleted part has none to get back). */
export async function restockPieces(tx: Db, orderLines: NumberedOrderLine[], pieces: RefundLine[]) {
  for (const { lineNo, qty } of pieces) {
    const productId = orderLines.find((line) => line.lineNo === lineNo)?.productId;
    if (productId) await returnStock(tx, productId, qty);
  }
}

import { refundMessages, type OrderAction, type OrderAllowed } from '@crankworks/contract';
import { toDollars } from '../../lib/money.ts';
import type { OrderRow } from './order-dto.ts';
import { refundableCents, type RefundRow } from './refund-records.ts';
import {
  cancelRefusal,
  refundableLines,
  refundablePiecesCents,
  refundPriceOf,
  refundRefusal,
  refundsByLines,
} from './refund-rules.ts';
import { leftToShipByLine, shippedQtyByLine, shippingRefusal, type ShipmentRow } from './shipment-queries.ts';

const action = (refusal: string | null): OrderAction => ({ allowed: refusal === null, refusal });

/** The most of `most` pieces whose refund `leftCents` pays (a refund by lines never passes it). */
function piecesWithin(leftCents: number, most: number, refundOf: (pieces: number) => number) {
  let [low, high] = [0, most];
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (refundOf(mid) <= leftCents) low = mid;
    else high = mid - 1;
  }
  return low;
}

/**
 * What an admin may refund, cancel and ship of the order now, by the very refusals and figures the
 * refund, cancel and shipment requests are checked with, so a form built on it offers nothing the
 * server then refuses.
 */
export function allowedNow(
  row: OrderRow,
  orderLines: { lineNo: number; qty: number; priceCents: number; taxCents: number | null }[],
  { refunds, shipments }: { refunds: RefundRow[]; shipments: ShipmentRow[] },
): OrderAllowed {
  const leftToShip = leftToShipByLine(orderLines, shippedQtyByLine(shipments), refunds);
  const refundRefused = refundRefusal(row, refunds);
  const leftCents = refundRefused ? 0 : refundableCents(row, refunds);
  const lines = refundableLines(orderLines, { refunds, shipments }).map((refundable) => {
    const { line, piecesLeft, restockable } = refundable;
    const qty = refundsByLines(row)
      ? piecesWithin(leftCents, piecesLeft, (pieces) => refundablePiecesCents(row, refundable, pieces))
      : 0;
    return {
      lineNo: line.lineNo,
      refundableQty: qty,
      restockableQty: restockable ? qty : 0,
      refundedQty: line.qty - piecesLeft,
      taxOnTop: toDollars(refundPriceOf(row, line).taxOnTopCents),
    };
  });
  return {
    refund: action(refundRefused ?? (leftCents > 0 ? null : refundMessages.nothingLeft)),
    refundable: toDollars(leftCents),
    cancel: action(cancelRefusal(row, refunds)),
    ship: action(shippingRefusal(row, refunds, leftToShip)),
    lines,
  };
}

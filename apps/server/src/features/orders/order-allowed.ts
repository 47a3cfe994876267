import { refundMessages, type OrderAction, type OrderAllowed } from '@crankworks/contract';
import { toDollars } from '../../lib/money.ts';
import type { OrderRow } from './order-dto.ts';
import { refundableCents, type RefundRow } from './refund-records.ts';
import { cancelRefusal, refundableLines, refundRefusal, refundsByLines } from './refund-rules.ts';
import { leftToShipByLine, shippedQtyByLine, shippingRefusal, type ShipmentRow } from './shipment-queries.ts';

const action = (refusal: string | null): OrderAction => ({ allowed: refusal === null, refusal });

/** The most pieces at this unit price that `leftCents` pays back (a refund by lines never passes it). */
const piecesWithin = (leftCents: number, priceCents: number) =>
  priceCents > 0 ? Math.floor(leftCents / priceCents) : Infinity;

/**
 * What an admin may refund, cancel and ship of the order now, by the very refusals and figures the
 * refund, cancel and shipment requests are checked with, so a form built on it offers nothing the
 * server then refuses.
 */
export function allowedNow(
  row: OrderRow,
  orderLines: { lineNo: number; qty: number; priceCents: number }[],
  { refunds, shipments }: { refunds: RefundRow[]; shipments: ShipmentRow[] },
): OrderAllowed {
  const leftToShip = leftToShipByLine(orderLines, shippedQtyByLine(shipments), refunds);
  const refundRefused = refundRefusal(row, refunds);
  const leftCents = refundRefused ? 0 : refundableCents(row, refunds);
  const lines = refundableLines(orderLines, { refunds, shipments }).map(
    ({ line, piecesLeft, restockable }) => {
      const qty = refundsByLines(row) ? Math.min(piecesLeft, piecesWithin(leftCents, line.priceCents)) : 0;
      return { lineNo: line.lineNo, refundableQty: qty, restockableQty: restockable ? qty : 0 };
    },
  );
  return {
    refund: action(refundRefused ?? (leftCents > 0 ? null : refundMessages.nothingLeft)),
    refundable: toDollars(leftCents),
    cancel: action(cancelRefusal(row, refunds)),
    ship: action(shippingRefusal(row, refunds, leftToShip)),
    lines,
  };
}

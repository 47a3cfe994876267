import { closedOrderMessage, shipmentMessages } from '@crankworks/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { shipment, shipmentLine } from '../../db/schema/index.ts';
import { isClosed, type OrderRow } from './order-dto.ts';
import type { NumberedOrderLine } from './order-lines.ts';
import { findRefunds } from './refund-records.ts';
import { allows, moveOrder } from './transitions.ts';
import { refundedPieces, type RefundRow } from './refund-records.ts';

export type ShipmentRow = typeof shipment.$inferSelect & { lines: { lineNo: number; qty: number }[] };

/** An order's shipments, oldest first, each with the pieces of each line it carried. */
export async function findShipments(db: Db, orderId: string): Promise<ShipmentRow[]> {
  const shipments = await db
    .select()
    .from(shipment)
    .where(eq(shipment.orderId, orderId))
    .orderBy(asc(shipment.createdAt), asc(shipment.id));
  if (shipments.length === 0) return [];
  const lines = await db
    .select()
    .from(shipmentLine)
    .where(
      inArray(
        shipmentLine.shipmentId,
        shipments.map((row) => row.id),
      ),
    )
    .orderBy(asc(shipmentLine.lineNo));
  return shipments.map((row) => ({
    ...row,
    lines: lines.filter((line) => line.shipmentId === row.id).map(({ lineNo, qty }) => ({ lineNo, qty })),
  }));
}

/** How many pieces of each line (by its number) these shipments carried together. */
export function shippedQtyByLine(shipments: ShipmentRow[]): Map<number, number> {
  const shipped = new Map<number, number>();
  for (const line of shipments.flatMap((row) => row.lines))
    shipped.set(line.lineNo, (shipped.get(line.lineNo) ?? 0) + line.qty);
  return shipped;
}

/**
 * How many pieces of each line (by its number) are still to ship: ordered, less shipped (`shipped`,
 * from `shippedQtyByLine`), less refunded and put back on stock (on the shelf again, for sale). A
 * refund only restocks pieces of a line none of whose pieces has shipped, or of one with none left
 * to ship — returned goods (planRefund) — so no piece paid for and not refunded is ever left out; 0
 * for the latter.
 */
export function leftToShipByLine(
  lines: { lineNo: number; qty: number }[],
  shipped: Map<number, number>,
  refunds: RefundRow[],
): Map<number, number> {
  const restocked = refundedPieces(refunds, true);
  const left = (lineNo: number, qty: number) =>
    Math.max(0, qty - (shipped.get(lineNo) ?? 0) - (restocked.get(lineNo) ?? 0));
  return new Map(lines.map(({ lineNo, qty }) => [lineNo, left(lineNo, qty)]));
}

/**
 * A refund under way that will cancel the order or put pieces back on stock: until the provider
 * answers, nobody knows whether those pieces stay in the order, so nothing ships meanwhile.
 */
const holdsShipping = (refund: RefundRow) =>
  refund.status === 'pending' && (refund.cancelsOrder || refund.restock);

/**
 * Why nothing of the order may ship now (409), or null: it must be paid and open, no refund that
 * cancels or restocks under way, and some piece left to ship (`left`, from `leftToShipByLine`).
 */
export function shippingRefusal(
  row: OrderRow,
  refunds: RefundRow[],
  left: Map<number, number>,
): string | null {
  if (isClosed(row)) return closedOrderMessage(row);
  if (row.status === 'unpaid') return shipmentMessages.unpaid;
  if (refunds.some(holdsShipping)) return shipmentMessages.refundPending;
  if (!allows(row.status, 'ship-part')) return shipmentMessages.fullyShipped;
  // Not shipped with nothing left: every piece was refunded and restocked before any left.
  if (![...left.values()].some((qty) => qty > 0)) return shipmentMessages.nothingLeft;
  return null;
}

/**
 * Called under the order's lock once a refund has put pieces back on stock: if they were the last
 * still to ship of an order partly shipped, no parcel will follow, so the order is shipped as of its
 * last shipment — the state a shipment carrying the rest would have left, so every list, count and
 * action reads it as shipped. No e-mail: nothing leaves, and the refund's own e-mail goes out.
 */
export async function shipIfNothingLeft(tx: Db, row: OrderRow, lines: NumberedOrderLine[]): Promise<void> {
  if (row.status !== 'partially_shipped') return;
  const shipments = await findShipments(tx, row.id);
  const left = leftToShipByLine(lines, shippedQtyByLine(shipments), await findRefunds(tx, row.id));
  const last = shipments.at(-1);
  if (!last || [...left.values()].some((qty) => qty > 0)) return;
  await moveOrder(tx, row.id, { name: 'ship-rest', at: last.createdAt });
}

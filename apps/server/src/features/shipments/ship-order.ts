import { shipmentMessages, type NewShipment } from '@crankworks/contract';
import type { Db } from '../../db/client.ts';
import { shipment, shipmentLine } from '../../db/schema/index.ts';
import { conflict, fieldRefused, notFound } from '../../lib/errors.ts';
import { queueMail } from '../../lib/mail/queue-mail.ts';
import { deliveredMail, shipmentMail, type ShippedPart } from './shipment-mails.ts';
import {
  allows,
  findOrder,
  findOrderLines,
  findRefunds,
  findShipments,
  isClosed,
  leftToShipByLine,
  lockOrder,
  moveOrder,
  type NumberedOrderLine,
  type OrderRow,
  shippedQtyByLine,
  shippingRefusal,
  tryMoveOrder,
} from '../orders/index.ts';

/** What leaves now: the lines the admin chose, or everything still waiting (Mark Shipped). */
export type ShipmentRequest = Omit<NewShipment, 'lines'> & { lines: NewShipment['lines'] | 'all-left' };

/** Each line with the pieces of it still waiting to ship. */
const leftToShip = (lines: NumberedOrderLine[], left: Map<number, number>) =>
  lines.map((line) => ({ line, left: left.get(line.lineNo) ?? 0 }));

type WaitingLine = ReturnType<typeof leftToShip>[number];

/** The pieces the request ships, each checked against what is left of its line. */
function partsToShip(request: ShipmentRequest, waiting: WaitingLine[]): ShippedPart[] {
  if (request.lines === 'all-left')
    return waiting.filter(({ left }) => left > 0).map(({ line, left }) => ({ line, qty: left }));
  return request.lines.map(({ lineNo, qty }, index) => {
    const field = { lineNo: `lines.${index}.lineNo`, qty: `lines.${index}.qty` };
    const found = waiting.find(({ line }) => line.lineNo === lineNo);
    if (!found) throw fieldRefused(field.lineNo, shipmentMessages.unknownLine);
    const part = found.line.productName;
    if (found.left === 0) throw conflict(shipmentMessages.lineShipped(part), field.lineNo);
    if (qty > found.left) throw fieldRefused(field.qty, shipmentMessages.tooMany(found.left, part));
    return { line: found.line, qty };
  });
}

const orNull = (value: string | undefined) => (value ? value : null);

/**
 * Ships some pieces of a paid order's lines, as one shipment, and queues the customer's e-mail with
 * it. The order row is locked first, so two admins shipping at once queue and the second sees what
 * the first shipped: no line ever ships more than was ordered, nor pieces refunded and put back on
 * stock, and nothing ships while a refund that cancels or restocks is under way. Once every piece has
 * left, the order is shipped (`shipped`, `shipped_at`); before, it is partially shipped. Mark Shipped ships what is
 * left and, on an order already shipped in full, changes nothing.
 */
export async function shipOrder(db: Db, orderId: string, request: ShipmentRequest): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const row = await lockOrder(tx, orderId);
    if (!row) throw notFound('No order with that id');
    if (request.lines === 'all-left' && !allows(row.status, 'ship-part') && row.paid && !isClosed(row))
      return row;
    const refunds = await findRefunds(tx, orderId);
    const lines = await findOrderLines(tx, row);
    const left = leftToShipByLine(lines, shippedQtyByLine(await findShipments(tx, orderId)), refunds);
    const refusal = shippingRefusal(row, refunds, left);
    if (refusal) throw conflict(refusal);
    const waiting = leftToShip(lines, left);
    const parts = partsToShip(request, waiting);
    const shippedNow = (line: NumberedOrderLine) =>
      parts.find((part) => part.line.lineNo === line.lineNo)?.qty ?? 0;
    const stillToCome = waiting
      .map(({ line, left }) => ({ line, qty: left - shippedNow(line) }))
      .filter(({ qty }) => qty > 0);

    const [created] = await tx
      .insert(shipment)
      .values({ orderId, carrier: orNull(request.carrier), trackingNumber: orNull(request.trackingNumber) })
      .returning();
    if (!created) throw new Error('a shipment insert returned no row');
    await tx
      .insert(shipmentLine)
      .values(parts.map(({ line, qty }) => ({ shipmentId: created.id, lineNo: line.lineNo, qty })));
    const updated = await moveOrder(tx, orderId, { name: stillToCome.length ? 'ship-part' : 'ship-rest' });
    await queueMail(tx, shipmentMail(updated, { shipped: parts, stillToCome, tracking: created }));
    return updated;
  });
}

/**
 * Mark Shipped: an admin ships everything of a paid order not shipped yet, as one shipment (the
 * customer's e-mail goes with it); on an order already shipped in full it changes nothing.
 */
export const markShipped = (db: Db, orderId: string): Promise<OrderRow> =>
  shipOrder(db, orderId, { lines: 'all-left' });

/**
 * An admin records that a shipped order arrived, and the customer's e-mail is queued in the same
 * transaction; a repeat changes nothing and writes no second e-mail.
 */
export async function markDelivered(db: Db, orderId: string): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const updated = await tryMoveOrder(tx, orderId, { name: 'deliver' });
    if (updated) {
      await queueMail(tx, deliveredMail(updated));
      return updated;
    }
    const existing = await findOrder(tx, orderId);
    if (!existing) throw notFound('No order with that id');
    if (existing.status !== 'delivered') throw conflict(shipmentMessages.notShipped);
    return existing;
  });
}

import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLine, refund, shipment, shipmentLine } from '../../db/schema/index.ts';
import type { OrderRow } from './order-dto.ts';
import { onlyLineOf, type NumberedOrderLine } from './order-lines.ts';
import { refundedCents, refundedPieces } from './refund-records.ts';

/** A line of an exported order, with how many of its pieces shipped and were refunded. */
export interface ExportedLine extends NumberedOrderLine {
  shippedQty: number;
  refundedQty: number;
}

/** An exported order with its lines, first to last, and what its refunds that went through paid back. */
export interface ExportedOrder {
  row: OrderRow;
  lines: ExportedLine[];
  refundedCents: number;
}

const groupBy = <Row extends { orderId: string }>(rows: Row[]) => {
  const groups = new Map<string, Row[]>();
  for (const row of rows) groups.set(row.orderId, [...(groups.get(row.orderId) ?? []), row]);
  return groups;
};

/** Pieces shipped per line of each order (`orderId:lineNo`). */
async function shippedPieces(db: Db, orderIds: string[]) {
  const rows = await db
    .select({
      orderId: shipment.orderId,
      lineNo: shipmentLine.lineNo,
      qty: sql<number>`sum(${shipmentLine.qty})::int`,
    })
    .from(shipmentLine)
    .innerJoin(shipment, eq(shipment.id, shipmentLine.shipmentId))
    .where(inArray(shipment.orderId, orderIds))
    .groupBy(shipment.orderId, shipmentLine.lineNo);
  return new Map(rows.map(({ orderId, lineNo, qty }) => [`${orderId}:${lineNo}`, qty]));
}

/**
 * Every line of these orders with its shipped and refunded pieces, and each order's refunded money:
 * three statements for the whole export, not three per order.
 */
export async function exportedOrders(db: Db, orders: OrderRow[]): Promise<ExportedOrder[]> {
  const ids = orders.map((row) => row.id);
  const [lines, shipped, refunds] = await Promise.all([
    db
      .select()
      .from(orderLine)
      .where(inArray(orderLine.orderId, ids))
      .orderBy(asc(orderLine.orderId), asc(orderLine.lineNo)),
    shippedPieces(db, ids),
    db.select().from(refund).where(inArray(refund.orderId, ids)),
  ]);
  const linesOf = groupBy(lines);
  const refundsOf = groupBy(refunds);
  return orders.map((row) => {
    const orderRefunds = refundsOf.get(row.id) ?? [];
    const refunded = refundedPieces(orderRefunds.filter((one) => one.status === 'succeeded'));
    const exported = (linesOf.get(row.id) ?? [onlyLineOf(row)]).map((line) => ({
      ...line,
      shippedQty: shipped.get(`${row.id}:${line.lineNo}`) ?? 0,
      refundedQty: refunded.get(line.lineNo) ?? 0,
    }));
    return { row, lines: exported, refundedCents: refundedCents(orderRefunds) };
  });
}

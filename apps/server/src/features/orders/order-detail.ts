import type { OrderDetail, OrderDetailLine, Shipment } from '@crankworks/contract';
import type { Db } from '../../db/client.ts';
import { toDollars } from '../../lib/money.ts';
import { findCreditNotes, findInvoice } from './document-records.ts';
import { allowedNow } from './order-allowed.ts';
import { toChargesDto } from './order-charges.ts';
import { toOrderDto, type OrderRow } from './order-dto.ts';
import { findOrderLines, type NumberedOrderLine } from './order-lines.ts';
import { findRefunds, orderMoneyOf } from './refund-records.ts';
import { findShipments, leftToShipByLine, shippedQtyByLine, type ShipmentRow } from './shipment-queries.ts';

const toLineDto = (
  line: NumberedOrderLine,
  { shippedQty, leftToShipQty }: Pick<OrderDetailLine, 'shippedQty' | 'leftToShipQty'>,
): OrderDetailLine => ({
  lineNo: line.lineNo,
  productId: line.productId,
  name: line.productName,
  description: line.productDescription,
  price: toDollars(line.priceCents),
  qty: line.qty,
  lineTotal: toDollars(line.priceCents * line.qty),
  shippedQty,
  leftToShipQty,
});

const toShipmentDto = (row: ShipmentRow, lines: NumberedOrderLine[]): Shipment => ({
  _id: row.id,
  carrier: row.carrier,
  trackingNumber: row.trackingNumber,
  createdAt: row.createdAt.toISOString(),
  lines: row.lines.map(({ lineNo, qty }) => ({
    lineNo,
    name: lines.find((line) => line.lineNo === lineNo)?.productName ?? `Line ${lineNo}`,
    qty,
  })),
});

/**
 * GET /order/:id: the order with every line, how much of each has shipped and is left to ship, its
 * shipments, what was paid and refunded, and for an admin what he may refund, cancel and ship now.
 */
export async function toOrderDetailDto(
  db: Db,
  row: OrderRow,
  { forAdmin }: { forAdmin: boolean },
): Promise<OrderDetail> {
  const [lines, shipments, refunds, money, invoice, creditNotes] = await Promise.all([
    findOrderLines(db, row),
    findShipments(db, row.id),
    findRefunds(db, row.id),
    orderMoneyOf(db, row),
    findInvoice(db, row.id),
    findCreditNotes(db, row.id),
  ]);
  const shipped = shippedQtyByLine(shipments);
  const left = leftToShipByLine(lines, shipped, refunds);
  const counts = (lineNo: number) => ({
    shippedQty: shipped.get(lineNo) ?? 0,
    leftToShipQty: left.get(lineNo) ?? 0,
  });
  return {
    ...toOrderDto(row),
    lines: lines.map((line) => toLineDto(line, counts(line.lineNo))),
    charges: toChargesDto(row),
    shipments: shipments.map((shipment) => toShipmentDto(shipment, lines)),
    ...money,
    allowed: forAdmin ? allowedNow(row, lines, { refunds, shipments }) : null,
    invoice: invoice ? { number: invoice.number, issuedAt: invoice.issuedAt.toISOString() } : null,
    creditNotes: creditNotes.map((note) => ({
      _id: note.id,
      number: note.number,
      issuedAt: note.issuedAt.toISOString(),
      amount: toDollars(note.snapshot.amountCents),
    })),
  };
}

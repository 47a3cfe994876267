import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { creditNote, invoice } from '../../db/schema/index.ts';
import { readSeller, type SellerFallbackConfig } from '../seller/index.ts';
import { takeDocumentNumber } from './document-numbers.ts';
import type {
  CreditNoteSnapshot,
  DocumentBuyer,
  DocumentLine,
  InvoiceSnapshot,
  IssuedDocument,
} from './document-snapshots.ts';
import { billedTo, documentCharges, recordedCharges } from './order-charges.ts';
import { orderTotalCents, type OrderRow } from './order-dto.ts';
import { findOrderLines, type NumberedOrderLine } from './order-lines.ts';
import type { RefundRow } from './refund-records.ts';

function buyerOf(row: OrderRow): DocumentBuyer {
  const charges = recordedCharges(row);
  return {
    name: row.userName,
    email: row.userEmail,
    address: row.address,
    phone: row.phone,
    ...(charges ? billedTo(charges) : {}),
  };
}

const documentLine = (line: NumberedOrderLine, qty = line.qty): DocumentLine => ({
  lineNo: line.lineNo,
  name: line.productName,
  qty,
  unitCents: line.priceCents,
  totalCents: line.priceCents * qty,
});

const cardPayment = 'Card';

/**
 * Issues the invoice of an order that has just been paid, in the payment's own transaction: a
 * number from this year's counter and a snapshot of all it prints (decision 060). `row` is the
 * order as the `pay` transition returned it.
 */
export async function issueInvoice(
  tx: Db,
  row: OrderRow,
  fallback: SellerFallbackConfig,
): Promise<IssuedDocument<InvoiceSnapshot>> {
  const lines = await findOrderLines(tx, row);
  const { seller } = await readSeller(tx, fallback);
  const charges = recordedCharges(row);
  const snapshot: InvoiceSnapshot = {
    orderId: row.id,
    placedAt: row.createdAt.toISOString(),
    seller,
    buyer: buyerOf(row),
    lines: lines.map((line) => documentLine(line)),
    ...(charges ? { charges: documentCharges(charges) } : {}),
    totalCents: orderTotalCents(row),
    payment: {
      method: cardPayment,
      reference: row.transactionId ?? '',
      paidAt: (row.paidAt ?? new Date()).toISOString(),
    },
  };
  // Last, so the counter's lock is held for as short a time as the transaction allows.
  const number = await takeDocumentNumber(tx, 'invoice');
  const [issued] = await tx.insert(invoice).values({ orderId: row.id, number, snapshot }).returning();
  if (!issued) throw new Error('the invoice was not stored');
  return { number, issuedAt: issued.issuedAt, snapshot };
}

/**
 * Issues the credit note of a refund that has just gone through, in the transaction that records
 * it: its own number, the invoice it corrects, and the pieces or the amount paid back.
 */
export async function issueCreditNote(
  tx: Db,
  row: OrderRow,
  refunded: RefundRow,
  fallback: SellerFallbackConfig,
): Promise<IssuedDocument<CreditNoteSnapshot>> {
  const [corrected] = await tx.select().from(invoice).where(eq(invoice.orderId, row.id));
  const lines = await findOrderLines(tx, row);
  const pieces = refunded.lines.flatMap(({ lineNo, qty }) => {
    const line = lines.find((candidate) => candidate.lineNo === lineNo);
    return line ? [documentLine(line, qty)] : [];
  });
  const { seller } = await readSeller(tx, fallback);
  // A refund by pieces of an order whose tax came on top of its prices gives their tax back too.
  const taxBackCents = refunded.amountCents - pieces.reduce((sum, piece) => sum + piece.totalCents, 0);
  const taxBack =
    pieces.length > 0 && row.pricesIncludeTax === false && row.taxLabel && taxBackCents > 0
      ? { taxBack: { label: row.taxLabel, cents: taxBackCents } }
      : {};
  const snapshot: CreditNoteSnapshot = {
    orderId: row.id,
    invoiceNumber: corrected?.number ?? null,
    invoiceIssuedAt: corrected?.issuedAt.toISOString() ?? null,
    seller,
    buyer: buyerOf(row),
    lines: pieces,
    ...taxBack,
    amountCents: refunded.amountCents,
    reason: refunded.reason,
    payment: { method: cardPayment, reference: row.transactionId ?? '' },
  };
  const number = await takeDocumentNumber(tx, 'credit_note');
  const [issued] = await tx
    .insert(creditNote)
    .values({ refundId: refunded.id, invoiceId: corrected?.id ?? null, orderId: row.id, number, snapshot })
    .returning();
  if (!issued) throw new Error('the credit note was not stored');
  return { number, issuedAt: issued.issuedAt, snapshot };
}

/** The order's invoice, once it is paid (none for an order paid before invoices were numbered). */
export async function findInvoice(db: Db, orderId: string) {
  const [row] = await db.select().from(invoice).where(eq(invoice.orderId, orderId));
  return (
    row && {
      id: row.id,
      number: row.number,
      issuedAt: row.issuedAt,
      snapshot: row.snapshot as InvoiceSnapshot,
    }
  );
}

/** The order's credit notes, oldest first. */
export async function findCreditNotes(db: Db, orderId: string) {
  const rows = await db
    .select()
    .from(creditNote)
    .where(eq(creditNote.orderId, orderId))
    .orderBy(asc(creditNote.issuedAt), asc(creditNote.number));
  return rows.map((row) => ({
    id: row.id,
    refundId: row.refundId,
    number: row.number,
    issuedAt: row.issuedAt,
    snapshot: row.snapshot as CreditNoteSnapshot,
  }));
}

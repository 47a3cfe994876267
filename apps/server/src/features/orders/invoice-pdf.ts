import { closedOrderMessage, type OrderDetail, type Seller } from '@crankworks/contract';
import { toCents } from '../../lib/money.ts';
import { billedTo, documentCharges, type RecordedCharges } from './order-charges.ts';
import type {
  CreditNoteSnapshot,
  DocumentLine,
  InvoiceSnapshot,
  IssuedDocument,
} from './document-snapshots.ts';
import {
  dateOf,
  money,
  pdfOf,
  writeBankDetails,
  writeClosing,
  writeLines,
  writeParties,
  writeSeller,
  writeTitle,
} from './pdf-drawing.ts';

/**
 * An issued invoice, drawn from its snapshot alone (decision 060): what it printed the day it was
 * issued, it prints for ever.
 */
export const invoicePdf = (
  { number, issuedAt, snapshot }: IssuedDocument<InvoiceSnapshot>,
  website: string,
) =>
  pdfOf(`${snapshot.seller.legalName} invoice ${number}`, snapshot.seller.legalName, (doc) => {
    writeSeller(doc, snapshot.seller, website);
    writeTitle(doc, 'Invoice', [
      `Invoice number: ${number}`,
      `Invoice date: ${dateOf(issuedAt)}`,
      `Order number: ${snapshot.orderId}`,
      `Placed on ${dateOf(snapshot.placedAt)}`,
    ]);
    writeParties(doc, snapshot.buyer);
    writeLines(doc, snapshot.lines, 'Total', snapshot.totalCents, snapshot.charges);
    writeClosing(doc, [
      `Paid by ${snapshot.payment.method.toLowerCase()} on ${dateOf(snapshot.payment.paidAt)}`,
      `Payment reference: ${snapshot.payment.reference}`,
    ]);
  });

/** A credit note: the refund it records, and the invoice it corrects. */
export const creditNotePdf = (
  { number, issuedAt, snapshot }: IssuedDocument<CreditNoteSnapshot>,
  website: string,
) =>
  pdfOf(`${snapshot.seller.legalName} credit note ${number}`, snapshot.seller.legalName, (doc) => {
    writeSeller(doc, snapshot.seller, website);
    writeTitle(doc, 'Credit note', [
      `Credit note number: ${number}`,
      `Date: ${dateOf(issuedAt)}`,
      snapshot.invoiceNumber
        ? `Corrects invoice ${snapshot.invoiceNumber} of ${dateOf(snapshot.invoiceIssuedAt ?? issuedAt)}`
        : 'Corrects the payment of the order below (paid before invoices were numbered)',
      `Order number: ${snapshot.orderId}`,
      snapshot.reason && `Reason: ${snapshot.reason}`,
    ]);
    writeParties(doc, snapshot.buyer);
    if (snapshot.lines.length)
      writeLines(doc, snapshot.lines, 'Credited', snapshot.amountCents, snapshot.taxBack);
    writeClosing(doc, [
      `Credited: ${money(snapshot.amountCents)}`,
      `Paid back to the ${snapshot.payment.method.toLowerCase()} of payment ${snapshot.payment.reference}`,
    ]);
  });

const linesOf = (order: OrderDetail): DocumentLine[] =>
  order.lines.map((line) => ({
    lineNo: line.lineNo,
    name: line.name,
    qty: line.qty,
    unitCents: toCents(line.price),
    totalCents: toCents(line.lineTotal),
  }));

const buyerOf = (order: OrderDetail, charges: RecordedCharges | null) => ({
  name: order.userName,
  email: order.userEmail,
  address: order.address,
  phone: order.phone,
  ...(charges ? billedTo(charges) : {}),
});

/**
 * An unpaid order's pro-forma: what it will cost, clearly not an invoice (no number; the invoice is
 * issued when the order is paid). Drawn from the order and the seller as they are now.
 */
export const proFormaPdf = (
  order: OrderDetail,
  charges: RecordedCharges | null,
  seller: Seller,
  website: string,
) =>
  pdfOf(`${seller.legalName} pro-forma ${order._id}`, seller.legalName, (doc) => {
    writeSeller(doc, seller, website);
    writeTitle(doc, 'Pro-forma', [
      'This is not a tax document and bears no number: it is issued when the order is paid.',
      `Order number: ${order._id}`,
      `Placed on ${dateOf(order.createdAt)}`,
    ]);
    writeParties(doc, buyerOf(order, charges));
    writeLines(
      doc,
      linesOf(order),
      'Total to pay',
      toCents(order.total),
      charges ? documentCharges(charges) : undefined,
    );
    writeClosing(doc, [order.cancelledAt && closedOrderMessage(order), 'Unpaid — this is not a receipt']);
    writeBankDetails(doc, seller);
  });

/**
 * A paid order with no invoice: it was paid before invoices were numbered (decision 060). A receipt
 * of the payment as the order records it, with its refunds.
 */
export const receiptPdf = (
  order: OrderDetail,
  charges: RecordedCharges | null,
  seller: Seller,
  website: string,
) =>
  pdfOf(`${seller.legalName} receipt ${order._id}`, seller.legalName, (doc) => {
    writeSeller(doc, seller, website);
    writeTitle(doc, 'Receipt', [
      'Paid before invoices were numbered: a receipt of the payment.',
      `Order number: ${order._id}`,
      `Placed on ${dateOf(order.createdAt)}`,
    ]);
    writeParties(doc, buyerOf(order, charges));
    writeLines(
      doc,
      linesOf(order),
      'Total',
      toCents(order.total),
      charges ? documentCharges(charges) : undefined,
    );
    writeClosing(doc, [
      order.paidAt ? `Paid on ${dateOf(order.paidAt)}` : 'Paid',
      `Payment reference: ${order.transactionId ?? 'none recorded'}`,
      order.refundedTotal > 0 &&
        `Paid ${money(toCents(order.paidTotal))}, refunded ${money(toCents(order.refundedTotal))}, net ${money(toCents(order.netTotal))}`,
    ]);
  });

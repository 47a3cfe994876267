import PDFDocument from 'pdfkit';
import { closedOrderMessage, orderStatusLabels, type OrderDetail } from '@crankworks/contract';
import { formatUsd } from '../../lib/money.ts';
import { toWinAnsi } from './win-ansi-text.ts';

/** Who issues the invoice: the shop as its pages and e-mails name it. */
export interface InvoiceIssuer {
  name: string;
  tagline: string;
  /** Where the shop is, one line; null when it has not said. */
  postalAddress: string | null;
  /** The shop's public address. */
  website: string;
  /** The address customers write to, when the shop has one. */
  email: string | null;
}

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const dateOf = (iso: string) => day.format(new Date(iso));

/** Every refund that went through, then what the customer paid in the end. */
function refundLines(order: OrderDetail): string[] {
  const refunded = order.refunds.filter((refund) => refund.status === 'succeeded');
  if (refunded.length === 0) return [];
  return [
    ...refunded.map((refund) => `Refunded ${formatUsd(refund.amount)} on ${dateOf(refund.createdAt)}`),
    `Paid ${formatUsd(order.paidTotal)}, refunded ${formatUsd(order.refundedTotal)}, net ${formatUsd(order.netTotal)}`,
  ];
}

/** What the invoice says of the money: when and how it was paid, or plainly that it was not. */
function paymentLines(order: OrderDetail): string[] {
  if (order.paid)
    return [
      order.paidAt ? `Paid on ${dateOf(order.paidAt)}` : 'Paid',
      `Payment reference: ${order.transactionId ?? 'none recorded'}`,
      ...refundLines(order),
    ];
  const notPaid = 'Unpaid — this is not a receipt';
  return order.cancelledAt ? [closedOrderMessage(order), notPaid] : [notPaid];
}

function writeHeading(doc: PDFKit.PDFDocument, order: OrderDetail, issuer: InvoiceIssuer) {
  doc.font('Helvetica-Bold').fontSize(20).text(issuer.name);
  doc.font('Helvetica').fontSize(10).text(issuer.tagline);
  if (issuer.postalAddress) doc.text(issuer.postalAddress);
  doc.text(issuer.website);
  if (issuer.email) doc.text(issuer.email);
  doc.moveDown(1.5);
  doc.font('Helvetica-Bold').fontSize(16).text('Invoice');
  doc.font('Helvetica').fontSize(10);
  doc.text(`Order number: ${order._id}`);
  doc.text(`Placed on ${dateOf(order.createdAt)}`);
  doc.text(`Status: ${orderStatusLabels[order.status]}`);
  doc.moveDown();
}

const bold = { src: 'Helvetica-Bold' };
const rightAligned = { align: { x: 'right' as const } };

function writeParties(doc: PDFKit.PDFDocument, order: OrderDetail) {
  doc.table({
    columnStyles: ['*', '*'],
    defaultStyle: { border: 0, padding: { top: 2, right: 8, bottom: 2, left: 0 } },
    data: [
      [
        { text: 'Billed to', font: bold },
        { text: 'Ship to', font: bold },
      ],
      [`${order.userName}\n${order.userEmail}`, `${order.address}\nPhone: ${order.phone}`],
    ],
  });
  doc.moveDown();
}

function writeLines(doc: PDFKit.PDFDocument, order: OrderDetail) {
  const heading = { type: 'TH' as const, font: bold };
  doc.table({
    columnStyles: ['*', 50, 80, 80],
    defaultStyle: { border: { top: 0, right: 0, bottom: 0.5, left: 0 }, borderColor: '#999999', padding: 4 },
    data: [
      [
        { text: 'Part', ...heading },
        { text: 'Qty', ...heading, ...rightAligned },
        { text: 'Unit price', ...heading, ...rightAligned },
        { text: 'Line total', ...heading, ...rightAligned },
      ],
      ...order.lines.map((line) => [
        line.name,
        { text: String(line.qty), ...rightAligned },
        { text: formatUsd(line.price), ...rightAligned },
        { text: formatUsd(line.lineTotal), ...rightAligned },
      ]),
      [
        { text: 'Total', colSpan: 3, font: bold },
        { text: formatUsd(order.total), font: bold, ...rightAligned },
      ],
    ],
  });
  doc.moveDown();
}

/** The order with every text a customer, an admin or a provider wrote made drawable in Helvetica. */
const winAnsiOrder = (order: OrderDetail): OrderDetail => ({
  ...order,
  userName: toWinAnsi(order.userName),
  userEmail: toWinAnsi(order.userEmail),
  address: toWinAnsi(order.address),
  phone: toWinAnsi(order.phone),
  transactionId: order.transactionId && toWinAnsi(order.transactionId),
  lines: order.lines.map((line) => ({ ...line, name: toWinAnsi(line.name) })),
});

const winAnsiIssuer = (issuer: InvoiceIssuer): InvoiceIssuer => ({
  name: toWinAnsi(issuer.name),
  tagline: toWinAnsi(issuer.tagline),
  postalAddress: issuer.postalAddress && toWinAnsi(issuer.postalAddress),
  website: toWinAnsi(issuer.website),
  email: issuer.email && toWinAnsi(issuer.email),
});

/**
 * An order's invoice as a PDF: the shop, the order number and date, who it is billed and shipped
 * to, every line, the total, and where the payment stands. Built in memory (a few kilobytes).
 * Drawn in Helvetica, which needs no font files, so every text goes through `toWinAnsi`.
 */
export function invoicePdf(order: OrderDetail, issuer: InvoiceIssuer): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 56,
    lang: 'en-US',
    info: { Title: `${issuer.name} invoice ${order._id}`, Author: issuer.name },
  });
  const pdf = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const safeOrder = winAnsiOrder(order);
  writeHeading(doc, safeOrder, winAnsiIssuer(issuer));
  writeParties(doc, safeOrder);
  writeLines(doc, safeOrder);
  doc.font('Helvetica-Bold').fontSize(11);
  for (const line of paymentLines(safeOrder)) doc.text(line);
  doc.end();
  return pdf;
}

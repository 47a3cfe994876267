import PDFDocument from 'pdfkit';
import { messages, taxRowLabel, type Seller } from '@crankworks/contract';
import { formatUsd, toDollars } from '../../lib/money.ts';
import type { DocumentBuyer, DocumentCharges, DocumentLine, TaxBack } from './document-snapshots.ts';
import { toWinAnsi } from './win-ansi-text.ts';

// Helvetica draws only WinAnsi text (decision 047): every text goes through `toWinAnsi` here.
type Doc = PDFKit.PDFDocument;

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
export const dateOf = (at: string | Date) => day.format(new Date(at));
export const money = (cents: number) => formatUsd(toDollars(cents));

/** A PDF drawn by `draw`, in memory (a few kilobytes). */
export function pdfOf(title: string, author: string, draw: (doc: Doc) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 56,
    lang: 'en-US',
    info: { Title: toWinAnsi(title), Author: toWinAnsi(author) },
  });
  const pdf = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return pdf;
}

/** Lines of text, each drawn when it says something. */
export const writeText = (doc: Doc, lines: (string | null | undefined | false)[]) => {
  for (const line of lines) if (line) doc.text(toWinAnsi(line));
};

/** The seller at the head of every document: legal name, address, contact, tax and company numbers. */
export function writeSeller(doc: Doc, seller: Seller, website: string) {
  doc.font('Helvetica-Bold').fontSize(20).text(toWinAnsi(seller.legalName));
  doc.font('Helvetica').fontSize(10);
  writeText(doc, [
    messages.tagline,
    ...seller.postalAddress.split(/\r?\n/),
    seller.country && `Country: ${seller.country}`,
    seller.email,
    seller.phone && `Phone: ${seller.phone}`,
    website,
    seller.taxId && `Tax/VAT number: ${seller.taxId}`,
    seller.registrationNumber && `Registration number: ${seller.registrationNumber}`,
  ]);
  doc.moveDown(1.5);
}

/** The document's title and what identifies it (number, dates, order). */
export function writeTitle(doc: Doc, title: string, facts: (string | null | false)[]) {
  doc.font('Helvetica-Bold').fontSize(16).text(title);
  doc.font('Helvetica').fontSize(10);
  writeText(doc, facts);
  doc.moveDown();
}

const bold = { src: 'Helvetica-Bold' };
const rightAligned = { align: { x: 'right' as const } };

export function writeParties(doc: Doc, buyer: DocumentBuyer) {
  doc.table({
    columnStyles: ['*', '*'],
    defaultStyle: { border: 0, padding: { top: 2, right: 8, bottom: 2, left: 0 } },
    data: [
      [
        { text: 'Billed to', font: bold },
        { text: 'Ship to', font: bold },
      ],
      [
        toWinAnsi(
          [...(buyer.billTo ?? [buyer.name]), buyer.email, buyer.vatId && `VAT/tax ID: ${buyer.vatId}`]
            .filter(Boolean)
            .join('\n'),
        ),
        toWinAnsi(`${buyer.address}\nPhone: ${buyer.phone}`),
      ],
    ],
  });
  doc.moveDown();
}

/** A row between the lines and the total, in the lines' columns. */
type SumRow = [label: string, cents: number];

/** The rows between the lines and the total: goods, shipping, and the tax added or included. */
const chargeRows = (charges: DocumentCharges): SumRow[] => [
  ['Goods', charges.goodsCents],
  [`Shipping: ${charges.shippingMethod}`, charges.shippingCents],
  [taxRowLabel(charges.taxLabel, charges.pricesIncludeTax), charges.taxCents],
];

const sumRowCells = (rows: SumRow[]) =>
  rows.map(([label, cents]) => [
    { text: toWinAnsi(String(label)), colSpan: 3 },
    { text: money(Number(cents)), ...rightAligned },
  ]);

/**
 * The lines, then what the total is made of when the order was charged shipping and tax (or, on a
 * credit note, the tax its pieces give back), then the total row (`totalLabel`, `totalCents`) and
 * the reverse charge's sentence. Breaks across pages.
 */
export function writeLines(
  doc: Doc,
  lines: DocumentLine[],
  totalLabel: string,
  totalCents: number,
  sums?: DocumentCharges | TaxBack,
) {
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
      ...lines.map((line) => [
        toWinAnsi(line.name),
        { text: String(line.qty), ...rightAligned },
        { text: money(line.unitCents), ...rightAligned },
        { text: money(line.totalCents), ...rightAligned },
      ]),
      ...sumRowCells(!sums ? [] : 'goodsCents' in sums ? chargeRows(sums) : [[sums.label, sums.cents]]),
      [
        { text: totalLabel, colSpan: 3, font: bold },
        { text: money(totalCents), font: bold, ...rightAligned },
      ],
    ],
  });
  if (sums && 'note' in sums && sums.note) writeText(doc, [sums.note]);
  doc.moveDown();
}

/** Closing lines in bold: how it was paid, or why it is not an invoice. */
export function writeClosing(doc: Doc, lines: (string | null | false)[]) {
  doc.font('Helvetica-Bold').fontSize(11);
  writeText(doc, lines);
  doc.font('Helvetica').fontSize(10);
}

/** Where to pay by transfer, when the seller has said. */
export function writeBankDetails(doc: Doc, seller: Seller) {
  if (!seller.bankDetails) return;
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(10).text('Bank details for transfers');
  doc.font('Helvetica');
  writeText(doc, seller.bankDetails.split(/\r?\n/));
}

import type { Seller } from '@crankworks/contract';

/** Who bought, as the order recorded him when it was placed. */
export interface DocumentBuyer {
  name: string;
  email: string;
  address: string;
  phone: string;
  /** The billing address's lines and the buyer's VAT or tax ID, for an order with a structured one. */
  billTo?: string[];
  vatId?: string;
}

/**
 * What the total is made of beyond the lines (decision 069): goods, shipping by its method, tax at
 * its rate (included in the prices, or added), and the reverse charge's sentence when it applies.
 */
export interface DocumentCharges {
  goodsCents: number;
  shippingMethod: string;
  shippingCents: number;
  taxLabel: string;
  taxCents: number;
  pricesIncludeTax: boolean;
  note: string | null;
}

/** A line of an invoice or a credit note, in cents. */
export interface DocumentLine {
  lineNo: number;
  name: string;
  qty: number;
  unitCents: number;
  totalCents: number;
}

/**
 * Everything an issued invoice prints, stored with it (decision 060): it is drawn from this alone,
 * so a later edit of the seller, a part or the order never changes it. Its number and date are
 * the row's own columns.
 */
export interface InvoiceSnapshot {
  orderId: string;
  placedAt: string;
  seller: Seller;
  buyer: DocumentBuyer;
  lines: DocumentLine[];
  /** Absent on an invoice of an order charged its goods only. */
  charges?: DocumentCharges;
  totalCents: number;
  payment: { method: string; reference: string; paidAt: string };
}

/** The tax a refund of pieces gives back, as its row says it: "Sales tax 4%". */
export interface TaxBack {
  label: string;
  cents: number;
}

/** Everything a credit note prints: the refund, and the invoice it corrects. */
export interface CreditNoteSnapshot {
  orderId: string;
  /** Null for an order paid before invoices were numbered. */
  invoiceNumber: string | null;
  invoiceIssuedAt: string | null;
  seller: Seller;
  buyer: DocumentBuyer;
  /** The pieces refunded; empty for a refund by amount. */
  lines: DocumentLine[];
  /** The tax charged on top of the pieces' prices that goes back with them (absent: none). */
  taxBack?: TaxBack;
  amountCents: number;
  reason: string | null;
  payment: { method: string; reference: string };
}

/** An issued document as it is drawn: its number, its date, and what it prints. */
export interface IssuedDocument<Snapshot> {
  number: string;
  issuedAt: Date;
  snapshot: Snapshot;
}

import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { order } from './orders.ts';
import { refund } from './payments.ts';

/**
 * Who sells: the shop's legal identity, one row (id 1), edited by an admin in Settings. Until it is
 * stored, invoices fall back on SHOP_NAME, SHOP_ADDRESS and SHOP_EMAIL (decision 060).
 */
export const seller = pgTable(
  'seller',
  {
    id: integer('id').primaryKey().default(1),
    legalName: text('legal_name').notNull(),
    postalAddress: text('postal_address').notNull(),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull(),
    taxId: text('tax_id'),
    registrationNumber: text('registration_number'),
    email: text('email').notNull(),
    phone: text('phone'),
    bankDetails: text('bank_details'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('seller_single_row', sql`${table.id} = 1`)],
);

/**
 * The last number given in a series (`invoice`, `credit_note`) in a year. Taken by one
 * `insert … on conflict do update … returning` in the transaction that issues the document: the row
 * stays locked until that transaction ends, so numbers are given one at a time on every node, and a
 * transaction that rolls back gives its number back (gap-free, decision 060).
 */
export const documentCounter = pgTable(
  'document_counter',
  {
    series: text('series', { enum: ['invoice', 'credit_note'] }).notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (table) => [primaryKey({ columns: [table.series, table.year] })],
);

/**
 * The invoice of a paid order, issued in the payment's transaction: its number and a snapshot of
 * everything it prints (seller, buyer, lines, totals, payment), so it never changes once issued.
 * A business record: never deleted, and its order can no longer be deleted.
 */
export const invoice = pgTable('invoice', {
  id: uuid('id').primaryKey().defaultRandom(),
  orderId: uuid('order_id')
    .notNull()
    .unique()
    .references(() => order.id, { onDelete: 'restrict' }),
  /** "CW-2026-000123". */
  number: text('number').notNull().unique(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  snapshot: jsonb('snapshot').notNull(),
});

/**
 * A credit note: what a refund that went through paid back, referring to the order's invoice, with
 * its own number ("CW-CN-2026-000007") and a snapshot of what it prints. One per refund.
 */
export const creditNote = pgTable('credit_note', {
  id: uuid('id').primaryKey().defaultRandom(),
  refundId: uuid('refund_id')
    .notNull()
    .unique()
    .references(() => refund.id, { onDelete: 'restrict' }),
  /** Null for an order paid before invoices were numbered: the note then refers to the order. */
  invoiceId: uuid('invoice_id').references(() => invoice.id, { onDelete: 'restrict' }),
  orderId: uuid('order_id')
    .notNull()
    .references(() => order.id, { onDelete: 'restrict' }),
  number: text('number').notNull().unique(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  snapshot: jsonb('snapshot').notNull(),
});

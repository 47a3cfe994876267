import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { order } from './orders.ts';

/**
 * Payment intents of the built-in test processor, its own ledger as Stripe's servers are Stripe's.
 * They live in the database, not in memory, so any process behind a load balancer can confirm an
 * intent another one created. A payment record is never deleted: `order_id` keeps the order's id
 * with no foreign key, so neither an order's nor a user's deletion can take it away.
 */
export const testPaymentIntent = pgTable(
  'test_payment_intent',
  {
    id: text('id').primaryKey(),
    clientSecret: text('client_secret').notNull().unique(),
    /** Same key, same intent: asking twice for an order's payment never makes two intents. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    orderId: uuid('order_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['requires_payment_method', 'succeeded', 'canceled'] }).notNull(),
    cardLast4: text('card_last4'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('test_payment_intent_order_id_idx').on(table.orderId)],
);

/**
 * Every Stripe event the webhook acted on, by Stripe's event id: recorded in the transaction of the
 * change it made, so a redelivered or replayed event is recognised and changes nothing.
 */
export const stripeEvent = pgTable('stripe_event', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Refunds of the built-in test processor, its own ledger as Stripe keeps Stripe's: one row per
 * idempotency key, so a retried refund never pays back twice. Never deleted.
 */
export const testRefund = pgTable('test_refund', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  paymentIntentId: text('payment_intent_id')
    .notNull()
    .references(() => testPaymentIntent.id),
  amountCents: integer('amount_cents').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which parts a refund by lines paid back: the order line's number and how many pieces. */
export interface RefundedLine {
  lineNo: number;
  qty: number;
}

/**
 * Money an admin paid back on an order (decision 050). A money record: its order can never be
 * deleted while it exists (no cascade: the database refuses), and `created_by` keeps the admin's id
 * without a foreign key, so it outlives his account. A refund is recorded `pending` before the
 * provider is asked, then marked `succeeded` or `failed`; only a pending one changes status, once,
 * except that Stripe may fail a refund it accepted (a `refund.failed` webhook, decision 054).
 */
export const refund = pgTable(
  'refund',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => order.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    /** Lines refunded by quantity; empty for a refund by amount. */
    lines: jsonb('lines').$type<RefundedLine[]>().notNull().default([]),
    /** Whether the lines' pieces go back on the parts' stock when the refund succeeds. */
    restock: boolean('restock').notNull().default(false),
    reason: text('reason'),
    /** An admin's cancel of a paid order: its success also marks the order cancelled. */
    cancelsOrder: boolean('cancels_order').notNull().default(false),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    providerRefundId: text('provider_refund_id'),
    /** The provider's words when it refused the refund, or failed it after accepting it. */
    failure: text('failure'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the provider accepted it. Kept when the provider fails it later (decision 054): its
     * restock and cancel happened then, and are not done again.
     */
    succeededAt: timestamp('succeeded_at', { withTimezone: true }),
    createdBy: uuid('created_by').notNull(),
  },
  (table) => [
    index('refund_order_id_idx').on(table.orderId),
    check('refund_amount_positive', sql`${table.amountCents} > 0`),
  ],
);

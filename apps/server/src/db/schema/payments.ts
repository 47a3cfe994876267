import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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

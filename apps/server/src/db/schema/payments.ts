import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { order } from './orders.ts';

/**
 * Payment intents of the built-in test processor (DESIGN §3.12). They live in the database, not in
 * memory, so any process behind a load balancer can confirm an intent another one created.
 */
export const testPaymentIntent = pgTable(
  'test_payment_intent',
  {
    id: text('id').primaryKey(),
    clientSecret: text('client_secret').notNull().unique(),
    /** Same key, same intent: asking twice for an order's payment never makes two intents. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => order.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['requires_payment_method', 'succeeded'] }).notNull(),
    cardLast4: text('card_last4'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('test_payment_intent_order_id_idx').on(table.orderId)],
);

import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every e-mail the shop writes, written in the transaction of the action that causes it. A sender
 * delivers it over SMTP when one is configured; otherwise this table is the shop's mailbox, read on
 * the dashboard's Outbox page. Subjects and bodies hold the shop's address as `{{shop}}` and its name as
 * `{{shopName}}`, filled in when a message is sent or shown (see `shop-links.ts`).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', {
      enum: [
        'order-placed',
        'payment-received',
        'order-shipped',
        'order-expired',
        'order-reminder',
        'order-part-shipped',
        'order-delivered',
        'order-refunded',
        'password-reset',
        'email-verification',
        'sign-up-attempt',
        'staff-order-paid',
        'staff-contact-message',
      ],
    }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When a sender may next take it; null once sent or given up. A sender's claim moves it ahead. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow(),
  },
  (table) => [
    index('outbox_created_at_id_idx').on(table.createdAt, table.id),
    index('outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.nextAttemptAt} is not null`),
  ],
);

import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * The first answer to each `Idempotency-Key` a user sent (decision 058): sent again within 24 hours,
 * the same request gets this answer instead of running twice. A row without a status is a claim: the
 * request is still being answered. Rows older than a day are ignored and deleted.
 */
export const idempotentRequest = pgTable(
  'idempotent_request',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** A hash of the method, the address and the body: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    statusCode: integer('status_code'),
    /** The answer's body as it was sent (JSON). */
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    index('idempotent_request_created_at_idx').on(table.createdAt),
  ],
);

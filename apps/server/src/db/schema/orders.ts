import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { searchIndex } from './search-index.ts';
import { user } from './auth.ts';
import { product } from './catalog.ts';

/**
 * An order copies the product's name, description and unit price, and the customer's name and
 * e-mail, at the moment it is placed: later edits or deletions of either never rewrite history.
 */
export const order = pgTable(
  'order',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id').references(() => product.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    productDescription: text('product_description').notNull(),
    priceCents: integer('price_cents').notNull(),
    orderQty: integer('order_qty').notNull(),
    /**
     * Set null when the account is deleted: an order is a business record and keeps the copied name
     * and e-mail (admins still find it by e-mail). Deleting a user should first delete his unpaid
     * orders (`deleteUnpaidOrdersOfUser`) so their stock comes back.
     */
    userId: uuid('user_id').references(() => user.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    userEmail: text('user_email').notNull(),
    address: text('address').notNull(),
    phone: text('phone').notNull(),
    paid: boolean('paid').notNull().default(false),
    transactionId: text('transaction_id').unique(),
    /**
     * The provider's payment intent made for this order, once the customer starts paying. Before the
     * order may be cancelled or deleted, this intent is cancelled with the provider (or, if it has
     * already succeeded, the order becomes paid instead).
     */
    paymentIntentId: text('payment_intent_id'),
    shipped: boolean('shipped').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    /**
     * Set when the customer cancels his unpaid order: the row stays as the shop's record (its stock
     * went back at that moment), but it leaves his My Orders list and can never be paid or shipped.
     */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    index('order_user_id_created_at_idx').on(table.userId, table.createdAt),
    index('order_user_email_lower_idx').on(sql`lower(${table.userEmail})`),
    index('order_product_id_idx').on(table.productId),
    // Manage Orders: one index per sort (its keys, then the id: see lib/table-page.ts) and gram
    // indexes for the contains-search, so a page costs the same at 100 rows and at 100k.
    index('order_created_at_id_idx').on(table.createdAt, table.id),
    index('order_user_email_lower_id_idx').on(sql`lower(${table.userEmail})`, table.id),
    index('order_product_name_lower_id_idx').on(sql`lower(${table.productName})`, table.id),
    index('order_total_id_idx').on(sql`(${table.priceCents}::bigint * ${table.orderQty})`, table.id),
    index('order_status_id_idx').on(
      sql`(${table.cancelledAt} is not null)`,
      table.paid,
      table.shipped,
      table.id,
    ),
    searchIndex('order_user_email_grams_idx', table.userEmail),
    searchIndex('order_product_name_grams_idx', table.productName),
    // The admin dashboard's sales figures: paid orders by the day they were paid.
    index('order_paid_at_idx').on(table.paidAt),
  ],
);

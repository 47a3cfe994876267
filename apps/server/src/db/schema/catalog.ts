import { index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};

export const product = pgTable(
  'product',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    img: text('img').notNull(),
    shortDescription: text('short_description').notNull(),
    priceCents: integer('price_cents').notNull(),
    availableQty: integer('available_qty').notNull(),
    minimumQty: integer('minimum_qty').notNull(),
    ...timestamps,
  },
  (table) => [index('product_created_at_id_idx').on(table.createdAt, table.id)],
);

export const review = pgTable(
  'review',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    rating: smallint('rating').notNull(),
    message: text('message').notNull(),
    ...timestamps,
  },
  (table) => [index('review_created_at_idx').on(table.createdAt)],
);

export const contactMessage = pgTable(
  'contact_message',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    ...timestamps,
  },
  (table) => [index('contact_message_created_at_idx').on(table.createdAt)],
);

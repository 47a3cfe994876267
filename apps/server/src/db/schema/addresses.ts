import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { stamp, user } from './auth.ts';

/**
 * A customer's address book (decision 061): structured addresses, checked by the contract's
 * per-country rules before they are written. Not a record: it goes with its customer. Orders keep
 * their own free-text address, so nothing here is read by an order already placed.
 */
export const address = pgTable(
  'address',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    company: text('company').notNull().default(''),
    line1: text('line1').notNull(),
    line2: text('line2').notNull().default(''),
    city: text('city').notNull(),
    region: text('region').notNull().default(''),
    postalCode: text('postal_code').notNull(),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull(),
    phone: text('phone').notNull(),
    vatId: text('vat_id').notNull().default(''),
    isDefaultShipping: boolean('is_default_shipping').notNull().default(false),
    isDefaultBilling: boolean('is_default_billing').notNull().default(false),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at').$onUpdate(() => new Date()),
  },
  (table) => [
    index('address_user_id_created_at_idx').on(table.userId, table.createdAt),
    // At most one default of each kind per customer, whatever the application does.
    uniqueIndex('address_default_shipping_idx')
      .on(table.userId)
      .where(sql`${table.isDefaultShipping}`),
    uniqueIndex('address_default_billing_idx')
      .on(table.userId)
      .where(sql`${table.isDefaultBilling}`),
  ],
);

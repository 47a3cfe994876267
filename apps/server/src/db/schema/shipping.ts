import { sql } from 'drizzle-orm';
import {
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { RateBracket, ShippingBasis } from '@crankworks/contract';

/**
 * A shipping zone: the countries, or regions of a country, that its methods serve (decision 067).
 * Not a money record: an order copies the method, its price and its estimate when it is placed.
 */
export const shippingZone = pgTable('shipping_zone', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A country (`region` empty) or one region of it, in one zone: the key holds that an address finds
 * one zone at most. A region's own zone comes before its country's.
 */
export const shippingZoneArea = pgTable(
  'shipping_zone_area',
  {
    zoneId: uuid('zone_id')
      .notNull()
      .references(() => shippingZone.id, { onDelete: 'cascade' }),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull(),
    region: text('region').notNull().default(''),
  },
  (table) => [primaryKey({ columns: [table.country, table.region] })],
);

/**
 * A way to ship within a zone (Standard, Express, Freight): its price by the order's weight in grams
 * or its goods' value in cents, in brackets, free from a threshold of goods on.
 */
export const shippingMethod = pgTable(
  'shipping_method',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    zoneId: uuid('zone_id')
      .notNull()
      .references(() => shippingZone.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    basis: text('basis').$type<ShippingBasis>().notNull(),
    /** Ascending brackets; an order above the last bounded one is not served by the method. */
    rates: jsonb('rates').$type<RateBracket[]>().notNull(),
    freeAboveCents: integer('free_above_cents'),
    minDays: integer('min_days').notNull(),
    maxDays: integer('max_days').notNull(),
  },
  (table) => [
    unique('shipping_method_zone_name_key').on(table.zoneId, table.name),
    check('shipping_method_basis', sql`${table.basis} in ('weight', 'value')`),
    check('shipping_method_days', sql`0 <= ${table.minDays} and ${table.minDays} <= ${table.maxDays}`),
  ],
);

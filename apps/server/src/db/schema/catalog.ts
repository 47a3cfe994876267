import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PRODUCT_STATUSES, SPEC_KINDS } from '@crankworks/contract';
import { partWords, searchIndex } from './search-index.ts';
import { user } from './auth.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Whether a part is on sale; a draft and an archived part are hidden from visitors (decision 074). */
export const productStatus = pgEnum('product_status', PRODUCT_STATUSES);

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
    /** What one piece weighs packed, for shipping by weight (decision 067); 0 until an admin says. */
    weightGrams: integer('weight_grams').notNull().default(0),
    /** Its other pictures after the main one (`img`), in the order its page shows them (decision 075). */
    moreImages: text('more_images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: productStatus('status').notNull().default('active'),
    /**
     * Set on a variant other than its product's first: the product's id (decision 078). A product is its
     * own row, its first variant, and the rows that name it; what a customer orders is always one row,
     * so stock, prices and the order statement are per variant with nothing else to change. A variant
     * keeps its product's name, description, pictures and status in step (`update-product.ts`).
     */
    variantOf: uuid('variant_of').references((): AnyPgColumn => product.id, { onDelete: 'cascade' }),
    /** Where it comes among its product's variants, the product's own row (0) first. */
    variantPosition: integer('variant_position').notNull().default(0),
    /** Its part number; one a part is created without is made up (`CW-` and ten hex digits). */
    sku: text('sku')
      .notNull()
      .default(sql`'CW-' || upper(substr(md5(gen_random_uuid()::text), 1, 10))`),
    /** The product's options' names (Length, Teeth), on its own row only: at most three. */
    options: text('options')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** This variant's value of each of its product's options, in their order. */
    optionValues: text('option_values')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** What a cart, an order and an invoice call it: the name and its values ("… — 172.5 mm / Black"). */
    variantName: text('variant_name')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`${product.name} || coalesce(' — ' || ${product.optionValues}[1], '') || coalesce(' / ' || ${product.optionValues}[2], '') || coalesce(' / ' || ${product.optionValues}[3], '')`,
      ),
    /** Its words, kept with the row: a search reads them without parsing its text again (decision 072). */
    words: tsvector('words')
      .notNull()
      .generatedAlwaysAs((): SQL => partWords(product.name, product.shortDescription)),
    ...timestamps,
  },
  // The catalogue's indexes hold products only (`isProduct`): their other variants are never listed,
  // and at ten variants a product a list would read ten rows for each it shows.
  (table) => [
    index('product_created_at_id_idx')
      .on(table.createdAt, table.id)
      .where(sql`${table.variantOf} is null`),
    // The catalogue's price orders, with the id as tie-breaker for keyset pages.
    index('product_price_cents_id_idx')
      .on(table.priceCents, table.id)
      .where(sql`${table.variantOf} is null`),
    // Contains-searches (ILIKE '%…%') in names and descriptions.
    searchIndex('product_name_grams_idx', table.name).where(sql`${table.variantOf} is null`),
    searchIndex('product_short_description_grams_idx', table.shortDescription).where(
      sql`${table.variantOf} is null`,
    ),
    // Full-text search by stemmed words.
    index('product_words_idx')
      .using('gin', table.words)
      .where(sql`${table.variantOf} is null`),
    // No two parts of one part number, whatever its case; a search finds one by it.
    uniqueIndex('product_sku_upper_idx').on(sql`upper(${table.sku})`),
    // A product's other variants, in their order.
    index('product_variant_of_idx')
      .on(table.variantOf, table.variantPosition)
      .where(sql`${table.variantOf} is not null`),
  ],
);

/**
 * A part visitors see and may order: on sale, neither a draft nor archived (decision 074). Written
 * out, not as a parameter, so that a prepared statement's plan knows the value.
 */
export const onSale = sql`${product.status} = 'active'`;

/** A product's own row, which lists show; its other variants are chosen on its page (decision 078). */
export const isProduct = sql`${product.variantOf} is null`;

/**
 * A category of the catalogue (issue 37, decision 073): a tree by `parent_id`, at most three deep.
 * A parent cannot be deleted while it has children (`restrict`): its children would be lost.
 */
export const category = pgTable(
  'category',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Its address (`/categories/road-cranksets`): made from the name once, kept on rename. */
    slug: text('slug').notNull().unique(),
    parentId: uuid('parent_id').references((): AnyPgColumn => category.id, { onDelete: 'restrict' }),
    ...timestamps,
  },
  (table) => [
    // No two siblings of one name; the top level's parent is null, which a plain unique index lets repeat.
    uniqueIndex('category_parent_name_idx').on(
      sql`coalesce(${table.parentId}, '00000000-0000-0000-0000-000000000000')`,
      sql`lower(${table.name})`,
    ),
  ],
);

/** A part in a category. Either deleted takes the link with it; no money record refers to it. */
export const productCategory = pgTable(
  'product_category',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => category.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.categoryId] }),
    // A category's parts, for its page and its count.
    index('product_category_category_idx').on(table.categoryId, table.productId),
  ],
);

/** What a specification's values are: numbers, words, or yes and no (decision 076). */
export const specKind = pgEnum('spec_kind', SPEC_KINDS);

/**
 * A specification the catalogue defines once (Crank length, mm, a number), which parts give values
 * of: typed, so that filters and a later fitment rule compare values rather than words.
 */
export const spec = pgTable(
  'spec',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Its address in a filter (`crank-length`): made from the name once, kept on rename. */
    key: text('key').notNull().unique(),
    kind: specKind('kind').notNull(),
    unit: text('unit'),
    ...timestamps,
  },
  (table) => [uniqueIndex('spec_name_lower_idx').on(sql`lower(${table.name})`)],
);

/**
 * A part's value of a specification, in the column of its kind (the others null). A specification
 * cannot be deleted while a part gives it (`restrict`); the part's deletion takes its values.
 */
export const productSpec = pgTable(
  'product_spec',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    specId: uuid('spec_id')
      .notNull()
      .references(() => spec.id, { onDelete: 'restrict' }),
    /**
     * The product the value counts for in the catalogue's filters: the part's own id, or, for a
     * variant's value, its product's (decision 078). Set by the trigger `product_spec_listed_product`
     * (migration 0043) on every insert, whoever writes the row; a variant never moves to another product.
     */
    listedProductId: uuid('listed_product_id'),
    numberValue: numeric('number_value'),
    textValue: text('text_value'),
    yesNoValue: boolean('yes_no_value'),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.specId] }),
    check(
      'product_spec_one_value',
      sql`num_nonnulls(${table.numberValue}, ${table.textValue}, ${table.yesNoValue}) = 1`,
    ),
    // A product's values, its variants' included, as a filter looks them up for each product it reads.
    index('product_spec_listed_product_idx').on(table.listedProductId, table.specId),
    // A filter's products by a value, and a facet's values with their products.
    index('product_spec_number_idx').on(table.specId, table.numberValue, table.listedProductId),
    index('product_spec_text_idx').on(table.specId, table.textValue, table.listedProductId),
  ],
);

/**
 * A part's quantity price tier: from `min_qty` pieces on, each costs `price_cents` (decision 048).
 * Not a money record (orders copy the unit price they were placed at), so it goes with its part.
 */
export const productPriceTier = pgTable(
  'product_price_tier',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    minQty: integer('min_qty').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.minQty] })],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres hands back a Buffer, PGlite a Uint8Array.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * An image an admin uploaded for a product, kept in the database with the rest of the shop's data
 * (one backup holds everything). Identical files are stored once, found by their SHA-256.
 */
export const productImage = pgTable('product_image', {
  id: uuid('id').primaryKey().defaultRandom(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  sha256: text('sha256').notNull().unique(),
  ...timestamps,
});

/**
 * A customer's review of the shop: one per customer. Seeded reviews
 * and those of deleted accounts have no author. Admins hide a review from the home page or delete it.
 */
export const review = pgTable(
  'review',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    rating: smallint('rating').notNull(),
    message: text('message').notNull(),
    userId: uuid('user_id').references(() => user.id, { onDelete: 'set null' }),
    hidden: boolean('hidden').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    index('review_created_at_idx').on(table.createdAt),
    uniqueIndex('review_user_id_unique').on(table.userId),
  ],
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
  // The inbox: an index per sort (keys, then id) and gram indexes for the contains-search.
  (table) => [
    index('contact_message_created_at_id_idx').on(table.createdAt, table.id),
    index('contact_message_email_lower_id_idx').on(sql`lower(${table.email})`, table.id),
    searchIndex('contact_message_name_grams_idx', sql`${table.firstName} || ' ' || ${table.lastName}`),
    searchIndex('contact_message_email_grams_idx', table.email),
    searchIndex('contact_message_message_grams_idx', table.message),
  ],
);

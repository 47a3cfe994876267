import { sql } from 'drizzle-orm';
import { ORDER_STATUSES, type AddressFields } from '@crankworks/contract';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { searchIndex } from './search-index.ts';
import { user } from './auth.ts';
import { product } from './catalog.ts';

/**
 * Where an order stands, in the order of its life (so sorting by it reads unpaid first): written
 * only through the transition table (features/orders/transitions.ts, decision 059).
 */
export const orderStatus = pgEnum('order_status', ORDER_STATUSES);

/** Why an unpaid order is being taken off the books while its payment is cancelled with the provider. */
export const orderWithdrawal = pgEnum('order_withdrawal', ['cancel', 'expire', 'delete']);

/**
 * An order copies the product's name, description and unit price, and the customer's name and
 * e-mail, at the moment it is placed: later edits or deletions of either never rewrite history.
 * Its parts are its `order_line` rows; the product columns here repeat its first line, which is all
 * of a one-part order (decision 046).
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
     * What the customer owes: the sum of the lines' price × quantity, in cents. Null only on an
     * order the release before order lines wrote during a rolling restart: its total is then
     * price × quantity (`orderTotalSql`).
     */
    totalCents: bigint('total_cents', { mode: 'number' }),
    lineCount: integer('line_count').notNull().default(1),
    /**
     * Placed from the customer's cart: the cart keeps its lines until this order is paid, and then the
     * parts paid for leave it (decision 065). A Buy Now order leaves the cart alone.
     */
    fromCart: boolean('from_cart').notNull().default(false),
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
    /**
     * The order's state; `paid`, `shipped` and the timestamps are its history, kept in step by the
     * same statement (a node of the release before reads them during a rolling restart).
     */
    status: orderStatus('status').notNull().default('unpaid'),
    /**
     * Set, with `withdrawal_requested_at`, while an unpaid order's payment intent is being cancelled
     * with the provider before the order is cancelled, expired or deleted: that call is made with no
     * transaction open (decision 008), and meanwhile no new payment starts. Cleared when it is done;
     * one left by a crash is finished by the background pass.
     */
    withdrawal: orderWithdrawal('withdrawal'),
    withdrawalRequestedAt: timestamp('withdrawal_requested_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    /**
     * Set when the customer cancels his unpaid order: the row stays as the shop's record (its stock
     * went back at that moment), but it leaves his My Orders list and can never be paid or shipped.
     */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * Set, with `cancelled_at`, when the order stayed unpaid past its hold (ORDER_HOLD_MINUTES): its
     * stock went back on sale then, and it can no longer be paid.
     */
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    /**
     * When the unpaid order's hold runs out (placed + ORDER_HOLD_MINUTES): the one deadline the
     * customer is shown and the expiry pass goes by. Null on an order placed before deadlines were
     * stored (or by a node of that release during a rolling restart): the expiry pass gives it one.
     */
    heldUntil: timestamp('held_until', { withTimezone: true }),
    /** When the reminder that its hold runs out soon was written: once per order, never again. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /**
     * When the order's first shipment left. With `shipped` still false the order is partially
     * shipped: its state is read off the row, so lists and counts need no join (decision 049).
     */
    firstShipmentAt: timestamp('first_shipment_at', { withTimezone: true }),
    /** When an admin recorded that the shipped order arrived; set once. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /**
     * Which of its customer's MAX_UNPAID_ORDERS holds the order took when it was placed, 1 and up.
     * Unique among his unpaid open orders (`order_user_id_hold_slot_idx`): the order statement takes a
     * free one or places nothing, so no customer ever holds more. Paying or cancelling frees it
     * without a write. Null on orders placed before holds were bounded.
     */
    holdSlot: integer('hold_slot'),
    /**
     * Where the order ships and whom it bills, as the customer gave them (decision 069); `address`
     * and `phone` repeat the shipping address on one line. Null on an order of the free-text forms
     * before: it shows its address as it was and was charged no shipping or tax.
     */
    shipTo: jsonb('ship_to').$type<AddressFields>(),
    billTo: jsonb('bill_to').$type<AddressFields>(),
    /** The method's name and delivery estimate as chosen: a later edit of the zone changes neither. */
    shippingMethod: text('shipping_method'),
    shippingMinDays: integer('shipping_min_days'),
    shippingMaxDays: integer('shipping_max_days'),
    /**
     * What the total is made of, in cents, as charged when the order was placed (decision 068): the
     * goods and shipping as priced, the tax (the sum of the lines' and the shipping's, each rounded
     * half up), the shipping's share of it, and the rate with its label. A rate an admin changes later
     * changes none of them.
     */
    goodsCents: bigint('goods_cents', { mode: 'number' }),
    shippingCents: bigint('shipping_cents', { mode: 'number' }),
    shippingTaxCents: bigint('shipping_tax_cents', { mode: 'number' }),
    taxCents: bigint('tax_cents', { mode: 'number' }),
    taxRatePpm: integer('tax_rate_ppm'),
    taxLabel: text('tax_label'),
    reverseCharge: boolean('reverse_charge'),
    /** Whether the catalogue's prices held the tax (PRICES_INCLUDE_TAX) when the order was placed. */
    pricesIncludeTax: boolean('prices_include_tax'),
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
    index('order_total_cents_id_idx').on(
      sql`coalesce(${table.totalCents}, ${table.priceCents}::bigint * ${table.orderQty})`,
      table.id,
    ),
    index('order_state_id_idx').on(table.status, table.id),
    searchIndex('order_user_email_grams_idx', table.userEmail),
    searchIndex('order_product_name_grams_idx', table.productName),
    searchIndex('order_user_name_grams_idx', table.userName),
    // The expiry and reminder passes: unpaid orders by their deadline. Its predicate names the deadline
    // so that only a query on the deadline can use it: with `status = 'unpaid'` alone, the planner
    // took it for the order statement's hold lookup (a tie on a new, small table, kept in the cached
    // plan) and scanned every unpaid order of the shop for each order placed.
    index('order_unpaid_held_until_idx')
      .on(table.heldUntil)
      .where(sql`${table.status} = 'unpaid' and ${table.heldUntil} is not null`),
    // The admin dashboard's sales figures: paid orders by the day they were paid.
    index('order_paid_at_idx').on(table.paidAt),
    uniqueIndex('order_user_id_hold_slot_idx')
      .on(table.userId, table.holdSlot)
      .where(sql`${table.status} = 'unpaid'`),
    // A guest's holds are his e-mail's (decision 066): one address, however spelt, holds no more.
    uniqueIndex('order_guest_email_hold_slot_idx')
      .on(sql`lower(${table.userEmail})`, table.holdSlot)
      .where(sql`${table.userId} is null and ${table.status} = 'unpaid'`),
  ],
);

/**
 * The parts of an order, numbered from 1 in the order the customer listed them, each with the name,
 * description and unit price copied when the order was placed. Lines go with their order (only an
 * unpaid order is ever deleted); a deleted product leaves its lines with a null product id.
 */
export const orderLine = pgTable(
  'order_line',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => order.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    productId: uuid('product_id').references(() => product.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    productDescription: text('product_description').notNull(),
    priceCents: integer('price_cents').notNull(),
    qty: integer('qty').notNull(),
    /** The line's tax, rounded half up to the cent (decision 068); null on an order charged none. */
    taxCents: bigint('tax_cents', { mode: 'number' }),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.lineNo] }),
    index('order_line_product_id_idx').on(table.productId),
    // Manage Orders finds an order by a part on any of its lines.
    searchIndex('order_line_product_name_grams_idx', table.productName),
  ],
);

/**
 * A signed-in customer's cart: one row per part, kept until checkout. Not a record: it goes with its
 * customer or its part.
 */
export const cartLine = pgTable(
  'cart_line',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    qty: integer('qty').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The unit price the customer saw when he last put or changed this line, in cents: checkout shows
     * a price changed since. Null on a line put before the cart remembered it.
     */
    seenUnitCents: integer('seen_unit_cents'),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.productId] }),
    index('cart_line_product_id_idx').on(table.productId),
  ],
);

/**
 * A part that left a customer's cart because the shop deleted it, by name, so the cart can say so
 * rather than lose the line silently. Goes with the customer; he dismisses it, or paying his cart does.
 */
export const cartDroppedPart = pgTable(
  'cart_dropped_part',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    productName: text('product_name').notNull(),
    droppedAt: timestamp('dropped_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('cart_dropped_part_user_id_idx').on(table.userId)],
);

/**
 * A parcel that left for an order's customer, with the carrier and tracking number the admin gave.
 * A business record like the order: the order may not be deleted from under it (only unpaid orders
 * are deleted, and only a paid one ships).
 */
export const shipment = pgTable(
  'shipment',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => order.id, { onDelete: 'restrict' }),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('shipment_order_id_created_at_idx').on(table.orderId, table.createdAt)],
);

/** How many pieces of one of the order's lines (by its `line_no`) a shipment carried. */
export const shipmentLine = pgTable(
  'shipment_line',
  {
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipment.id, { onDelete: 'restrict' }),
    lineNo: integer('line_no').notNull(),
    qty: integer('qty').notNull(),
  },
  (table) => [primaryKey({ columns: [table.shipmentId, table.lineNo] })],
);

import { z } from 'zod';
import { creditNoteSummarySchema, issuedInvoiceSchema } from './invoices.ts';
import { idSchema, tablePageOf, tableQueryWithSort, text } from './common.ts';
import { orderAllowedSchema } from './order-allowed.ts';
import { orderChargesSchema, requireShipment, shipmentShape } from './order-shipping.ts';
import { orderMoneyShape } from './refunds.ts';
import { shipmentSchema } from './shipments.ts';

/**
 * An order is created unpaid; paid after a confirmed payment; partially shipped while some of its
 * parts have left and others wait; shipped once every part has left; delivered when an admin records
 * its arrival. An unpaid order its customer cancels stays on record as cancelled; one left unpaid
 * past its hold, as expired.
 */
export const ORDER_STATUSES = [
  'unpaid',
  'paid',
  'partially_shipped',
  'shipped',
  'delivered',
  'cancelled',
  'expired',
] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** Each state in words, wherever a person reads it: the web app's badges, the PDF invoice. */
export const orderStatusLabels: Record<OrderStatus, string> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  partially_shipped: 'Partially shipped',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

export const orderSchema = z.object({
  _id: idSchema,
  /** null once the product has been deleted; the order keeps its copied name, description and price. */
  productId: idSchema.nullable(),
  name: z.string(),
  description: z.string(),
  /** Unit price in dollars, copied from the product when the order was placed. */
  price: z.number(),
  orderQty: z.number().int(),
  /** Every line's price × quantity added up, in dollars. */
  total: z.number(),
  /**
   * How many parts the order holds. The product fields above are its first line's: all of a one-part
   * order, the start of a cart's (GET /api/order/:id lists every line).
   */
  lineCount: z.number().int(),
  userName: z.string(),
  userEmail: z.string(),
  address: z.string(),
  phone: z.string(),
  paid: z.boolean(),
  shipped: z.boolean(),
  status: orderStatusSchema,
  transactionId: z.string().nullable(),
  createdAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
  shippedAt: z.iso.datetime().nullable(),
  cancelledAt: z.iso.datetime().nullable(),
  /** When its hold ran out unpaid; an expired order is also cancelled. */
  expiredAt: z.iso.datetime().nullable(),
  /** When an admin recorded that the shipped order arrived. */
  deliveredAt: z.iso.datetime().nullable(),
  /** While the order is unpaid: when its hold runs out and it expires unless paid. Null otherwise. */
  heldUntil: z.iso.datetime().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** How Manage Orders and the CSV name an order: the start of its id (a search for it finds the order). */
export const orderReference = (id: string) => `#${id.slice(0, 8)}`;

/** How an order is named in lists and e-mails: its part, or its first part "and 2 more". */
export const orderTitle = (firstPart: string, lineCount: number) =>
  lineCount > 1 ? `${firstPart} and ${lineCount - 1} more` : firstPart;

/** Why an order that is no longer open cannot be paid: it expired unpaid, or its customer cancelled it. */
export const closedOrderMessage = (order: { expiredAt: unknown }) =>
  order.expiredAt ? orderMessages.expired : orderMessages.cancelled;

/** One part of an order, with the name, description and unit price copied when it was placed. */
export const orderLineSchema = z.object({
  /** null once the product has been deleted. */
  productId: idSchema.nullable(),
  name: z.string(),
  description: z.string(),
  /** Unit price in dollars. */
  price: z.number(),
  qty: z.number().int(),
  /** price × qty, in dollars. */
  lineTotal: z.number(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/**
 * A line of GET /api/order/:id: numbered from 1, with how many of its pieces have shipped so far and
 * how many are still to ship (not shipped, nor refunded and put back on stock).
 */
export const orderDetailLineSchema = orderLineSchema.extend({
  lineNo: z.number().int(),
  shippedQty: z.number().int(),
  leftToShipQty: z.number().int(),
});
export type OrderDetailLine = z.infer<typeof orderDetailLineSchema>;

/**
 * GET /api/order/:id — an order with every line, every shipment (oldest first), its payment's
 * refunds, and for an admin what may be refunded, cancelled and shipped now (null for its customer).
 */
export const orderDetailSchema = orderSchema.extend({
  lines: z.array(orderDetailLineSchema),
  /** Goods, shipping and tax; null on an order of the free-text form, charged its goods only. */
  charges: orderChargesSchema.nullable(),
  shipments: z.array(shipmentSchema),
  ...orderMoneyShape,
  allowed: orderAllowedSchema.nullable(),
  /** The invoice issued when the order was paid (null unpaid, or paid before invoices were numbered). */
  invoice: issuedInvoiceSchema.nullable(),
  /** A credit note for each refund that went through, oldest first. */
  creditNotes: z.array(creditNoteSummarySchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const phoneSchema = text({ error: 'is required' })
  .trim()
  .min(1, { error: 'is required' })
  .regex(/^\+?[0-9 ()-]{6,20}$/, {
    error: 'must be a phone number (6–20 digits, spaces, dashes or brackets)',
  });

/**
 * The largest order total the shop takes, in cents: Stripe's largest single card charge
 * ($999,999.99). Price × quantity above it is refused when the order is placed.
 */
export const MAX_ORDER_TOTAL_CENTS = 99_999_999;

/**
 * The smallest order total the shop takes, in cents: Stripe's smallest USD charge ($0.50), which the
 * test processor keeps too. An order below it could never be paid, so it is refused when placed.
 */
export const MINIMUM_CHARGE_CENTS = 50;

/** Answers about an order's money that are ours, not the original product's. */
export const orderMessages = {
  totalTooLarge: 'The order total may be at most $999,999.99: order fewer pieces',
  totalTooSmall: 'The order total must be at least $0.50, the smallest card payment: order more pieces',
  /** The customer already has as many unpaid orders as the shop holds stock for (MAX_UNPAID_ORDERS). */
  tooManyUnpaid: (most: number) =>
    `You already have ${most} unpaid ${most === 1 ? 'order' : 'orders'}, the most a customer may have at once: pay for or cancel one in My Orders, then order again`,
  /** Every try lost its hold to another order of the same customer placed at that moment. */
  placedMeanwhile: 'Other orders of yours were placed at the same moment: look at My Orders, then try again',
  paidMeanwhile: 'This order has just been paid, so it is kept; it can no longer be cancelled',
  cancelled: 'This order was cancelled',
  expired: 'This order expired unpaid and its parts went back on sale',
  alreadyCancelled: 'This order is already cancelled',
  paymentProcessing: 'The payment for this order is still being processed; try again in a minute',
  paymentOpen: 'A payment of this order is still open with the payment provider; try again in a minute',
  withdrawing: 'This order is being cancelled, so it can no longer be paid',
  withdrawalPending:
    'The payment provider did not answer in time. The order is kept until it does, and is then cancelled without your doing anything more.',
} as const;

/**
 * What the purchase form sends. The server takes name, description, price and the user's identity
 * from its own records; any such fields a client adds are ignored.
 */
export const newOrderSchema = z.object({
  productId: idSchema,
  orderQty: z
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .max(1_000_000, { error: 'must be at most 1000000' }),
  address: text({ error: 'is required' })
    .trim()
    .min(1, { error: 'is required' })
    .max(300, { error: 'must be at most 300 characters' }),
  phone: phoneSchema,
});
export type NewOrder = z.infer<typeof newOrderSchema>;

/**
 * `POST /api/order`: the part and quantity, shipped to a structured address by a chosen method
 * (charged shipping and tax), or to the purchase form's free-text address (decision 069).
 */
export const placeOrderSchema = newOrderSchema
  .partial({ address: true, phone: true })
  .extend(shipmentShape)
  .superRefine(requireShipment);
export type PlaceOrder = z.output<typeof placeOrderSchema>;
export type PlaceOrderInput = z.input<typeof placeOrderSchema>;

/** GET /api/order?email= — the signed-in customer's own orders (an admin may ask for anyone's). */
export const myOrdersQuerySchema = z.object({ email: z.email({ error: 'must be a valid e-mail address' }) });

export const orderListSchema = z.array(orderSchema);
export const orderTablePageSchema = tablePageOf(orderSchema);
export type OrderTablePage = z.infer<typeof orderTablePageSchema>;

/** The states of the "to ship" queue: paid orders with something still to leave. */
export const TO_SHIP_STATUSES = ['paid', 'partially_shipped'] as const satisfies readonly OrderStatus[];

/** Which orders Manage Orders lists: the "to ship" queue, or one state (none: every order). */
export const ORDER_STATUS_FILTERS = ['to_ship', ...ORDER_STATUSES] as const;
export const orderStatusFilterSchema = z.enum(ORDER_STATUS_FILTERS);
export type OrderStatusFilter = z.infer<typeof orderStatusFilterSchema>;

/** Each filter in words, for the state select of Manage Orders. */
export const orderStatusFilterLabels: Record<OrderStatusFilter, string> = {
  to_ship: 'To ship',
  ...orderStatusLabels,
};

/**
 * GET /api/orders — Manage Orders, newest first unless another column is chosen; `status` narrows
 * it to one state or the "to ship" queue.
 */
export const orderTableQuerySchema = tableQueryWithSort(
  ['createdAt', 'userEmail', 'name', 'total', 'status'],
  {
    sort: 'createdAt',
    dir: 'desc',
  },
).extend({ status: orderStatusFilterSchema.optional() });
export type OrderTableQuery = z.infer<typeof orderTableQuerySchema>;
export type OrderSortColumn = OrderTableQuery['sort'];

/** GET /api/admin/orders.csv — Manage Orders as searched, filtered and sorted, every page. */
export const orderExportQuerySchema = orderTableQuerySchema.pick({
  search: true,
  status: true,
  sort: true,
  dir: true,
});
export type OrderExportQuery = z.infer<typeof orderExportQuerySchema>;

/** PATCH /api/order/:id — mark paid, once the server has confirmed this payment with the provider. */
export const payOrderSchema = z.object({
  transactionId: text({ error: 'is required' }).trim().min(1, { error: 'is required' }).max(255),
});
export type PayOrder = z.infer<typeof payOrderSchema>;

import { z } from 'zod';
import { idSchema } from './common.ts';
import { messages } from './messages.ts';
import { newOrderSchema } from './orders.ts';
import { requireShipment, shipmentShape } from './order-shipping.ts';
import { MAX_PRODUCT_NAME } from './products.ts';

/** The most parts one cart holds: more lines than any workshop order, few enough to check at once. */
export const MAX_CART_LINES = 50;

export const cartMessages = {
  empty: 'Your cart is empty',
  full: `Your cart holds at most ${MAX_CART_LINES} parts: check out first`,
  soldOut: 'This part is sold out',
  notInCart: 'This part is not in your cart',
  /** Checkout found the cart's parts or lines changed on every try (an admin editing them, another tab). */
  changed: 'Your cart changed while you checked out: please look it over and check out again',
  /** A line that no longer fits at checkout, named by its part ("Chain: Order Less than 5"). */
  lineRefused: (part: string, problem: string) => `${part}: ${problem}`,
  /** A line whose unit price changed since the customer put it in the cart ("$21.99", "$23.49"). */
  priceChanged: (was: string, now: string) => `Price changed: was ${was}, now ${now} per piece`,
  /** Parts the shop stopped selling that left the cart, by name. */
  dropped: (parts: string) => `No longer sold, and so no longer in your cart: ${parts}.`,
  /** Checkout waits until every line's quantity fits its part. */
  fixLines: 'Change the quantities marked above to check out.',
  notExpired: 'Only an order that expired unpaid can be put back in the cart',
  putBack: 'The parts of your order are back in your cart.',
  /** Put back in cart, with the parts that could not go back, by name ("Chain 11s, Bell"). */
  putBackExcept: (parts: string) =>
    `The parts of your order are back in your cart, except ${parts}: no longer sold, sold out, or the cart is full.`,
} as const;

/** The same rules as the purchase form: at least the part's minimum, at most what is in stock. */
export const cartQuantityRefusal = (qty: number, part: { minimumQty: number; availableQty: number }) =>
  part.availableQty < part.minimumQty
    ? cartMessages.soldOut
    : qty < part.minimumQty
      ? messages.orderMoreThan(part.minimumQty)
      : qty > part.availableQty
        ? messages.orderLessThan(part.availableQty)
        : null;

const quantitySchema = newOrderSchema.shape.orderQty;

/** One part in a cart, as the shop sells it now: its price and stock are read at every look. */
export const cartLineSchema = z.object({
  productId: idSchema,
  name: z.string(),
  img: z.string(),
  /** Unit price in dollars, today's. */
  price: z.number(),
  qty: z.number().int(),
  minimumQty: z.number().int(),
  availableQty: z.number().int(),
  /** price × qty, in dollars. */
  lineTotal: z.number(),
  /** The quantity tier the line is close to, its price in dollars (`nearTierFor`); null when none. */
  nearTier: z.object({ minQty: z.number().int(), price: z.number() }).nullable(),
  /**
   * The unit price in dollars the customer saw when he last put or changed the line, when today's
   * differs from it (checkout shows the change before payment); null when it has not changed.
   */
  priceWas: z.number().nullable(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartSchema = z.object({
  lines: z.array(cartLineSchema),
  /** Pieces in the cart, every line's quantity added up: the nav's count. */
  count: z.number().int(),
  /** In dollars. */
  total: z.number(),
  /** Parts the shop stopped selling that left the cart, by name, until the customer dismisses them. */
  dropped: z.array(z.string()),
  /**
   * The customer's unpaid orders placed from this cart: the cart keeps their parts until one is paid
   * (decision 065), and shows them with Pay now and their deadline (ISO time, null if none).
   */
  awaitingPayment: z.array(z.object({ orderId: idSchema, heldUntil: z.string().nullable() })),
});
export type Cart = z.infer<typeof cartSchema>;

/** PUT /api/cart/:id — puts a part in the cart with this quantity, or changes its quantity. */
export const setCartLineSchema = z.object({ qty: quantitySchema });
export type SetCartLine = z.infer<typeof setCartLineSchema>;

/** A line of a visitor's cart, kept in the browser until he signs in. */
export const storedCartLineSchema = z.object({
  productId: idSchema,
  qty: quantitySchema,
  /** The part's name when it went in: the cart names it should the shop stop selling it. */
  name: z.string().max(MAX_PRODUCT_NAME).optional(),
});
export type StoredCartLine = z.infer<typeof storedCartLineSchema>;

/**
 * POST /api/cart/merge — the cart a visitor filled, merged into his account's at sign-in. A part in
 * both keeps the larger quantity, so merging twice changes nothing; what no longer fits is fitted.
 */
export const mergeCartSchema = z.object({
  lines: z
    .array(storedCartLineSchema)
    .max(MAX_CART_LINES, { error: `must be at most ${MAX_CART_LINES}: a cart holds no more` }),
});
export type MergeCart = z.infer<typeof mergeCartSchema>;

/** POST /api/checkout — the signed-in customer's cart becomes one order, shipped here. */
export const checkoutSchema = newOrderSchema.pick({ address: true, phone: true });
export type Checkout = z.infer<typeof checkoutSchema>;

/** `POST /api/checkout`: the form's free-text address, or a structured one with its method (decision 069). */
export const checkoutBodySchema = checkoutSchema.partial().extend(shipmentShape).superRefine(requireShipment);
export type CheckoutBody = z.output<typeof checkoutBodySchema>;
export type CheckoutBodyInput = z.input<typeof checkoutBodySchema>;

/**
 * POST /api/order/:id/put-back — an expired order's parts back in the customer's cart, each at its
 * quantity fitted to the part's minimum and stock (as a visitor's cart joins his account's).
 */
export const putBackSchema = z.object({
  cart: cartSchema,
  /** The parts that could not go back, by name: deleted meanwhile, sold out, or past the cart's size. */
  leftOut: z.array(z.string()),
});
export type PutBack = z.infer<typeof putBackSchema>;

/** What the cart says after Put back in cart: that the parts are back, naming those left out. */
export const putBackNotice = ({ leftOut }: Pick<PutBack, 'leftOut'>) =>
  leftOut.length ? cartMessages.putBackExcept(leftOut.join(', ')) : cartMessages.putBack;

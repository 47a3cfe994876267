import { z } from 'zod';
import { checkoutSchema, MAX_CART_LINES, storedCartLineSchema } from './cart.ts';
import { text } from './common.ts';
import { requireShipment, shipmentShape } from './order-shipping.ts';
import { emailSchema, personNameSchema } from './users.ts';

/**
 * POST /api/guest-checkout — a visitor's browser cart becomes one unpaid order without an account
 * (decision 066): his name and e-mail, where it ships (as the signed-in checkout takes it), the lines.
 */
export const guestCheckoutSchema = checkoutSchema.extend({
  name: personNameSchema,
  email: emailSchema,
  lines: z
    .array(storedCartLineSchema)
    .min(1, { error: 'must hold at least one part: your cart is empty' })
    .max(MAX_CART_LINES, { error: `must be at most ${MAX_CART_LINES}: a cart holds no more` }),
});
export type GuestCheckout = z.infer<typeof guestCheckoutSchema>;

/** `POST /api/guest-checkout`: as the signed-in checkout, a free-text address or a shipment (decision 069). */
export const guestCheckoutBodySchema = guestCheckoutSchema
  .partial({ address: true, phone: true })
  .extend(shipmentShape)
  .superRefine(requireShipment);
export type GuestCheckoutBody = z.output<typeof guestCheckoutBodySchema>;
export type GuestCheckoutBodyInput = z.input<typeof guestCheckoutBodySchema>;

/** The guest's order and its signed link's token, which pays for it and shows it without an account. */
export const guestOrderSchema = z.object({ insertedId: z.string(), orderLink: z.string() });
export type GuestOrder = z.infer<typeof guestOrderSchema>;

/** A signed order link's token, as `/order-link/<token>` carries it. */
export const orderLinkParamsSchema = z.object({
  token: text({ error: 'must be an order link' }).max(200, { error: 'must be an order link' }),
});

/** The web page of an order link. */
export const orderLinkPath = (token: string) => `/order-link/${encodeURIComponent(token)}`;

export const guestCheckoutMessages = {
  /** Said of the e-mail field: "Email already has 3 unpaid orders, …". */
  tooManyUnpaid: (most: number) =>
    `already has ${most} unpaid ${most === 1 ? 'order' : 'orders'}, the most one address may have at once: pay for one through the link in its e-mail, or wait until one expires, then order again`,
  partGone: 'A part in your cart is no longer sold: remove it from your cart and check out again',
  invalidLink: 'This order link is not valid: it may have expired or been copied incompletely.',
  notYours:
    'This order was placed with another e-mail address: sign in with that one to add it to your orders.',
};

import { z } from 'zod';

/** Whether an admin may take an action on an order now, and if not, the server's words for why. */
export const orderActionSchema = z.object({
  allowed: z.boolean(),
  /** What the server answers (409) if it is asked anyway; null when allowed. */
  refusal: z.string().nullable(),
});
export type OrderAction = z.infer<typeof orderActionSchema>;

/** What a refund by lines may take of one order line now (numbered as in the order's `lines`). */
export const allowedLineSchema = z.object({
  lineNo: z.number().int(),
  /** Pieces that may be refunded: not refunded yet, and worth no more than is left to refund. */
  refundableQty: z.number().int(),
  /** Of those, the pieces that may also go back on stock (none of a line partly shipped). */
  restockableQty: z.number().int(),
  /** Pieces refunded already: the share of the line's tax a refund gives back follows them. */
  refundedQty: z.number().int(),
  /** The line's tax charged on top of its prices, in dollars (0 when the prices held it): given back with its pieces. */
  taxOnTop: z.number(),
});
export type AllowedLine = z.infer<typeof allowedLineSchema>;

/**
 * What an admin may do with an order now, worked out by the same rules that accept or refuse the
 * request: refund (by amount up to `refundable`, by lines up to each line's pieces), cancel with a
 * refund of the rest, and ship (each line's `leftToShipQty`). The forms offer exactly this.
 */
export const orderAllowedSchema = z.object({
  refund: orderActionSchema,
  /** Dollars that may still be refunded, what a cancel refunds; 0 when no refund is allowed. */
  refundable: z.number(),
  cancel: orderActionSchema,
  ship: orderActionSchema,
  lines: z.array(allowedLineSchema),
});
export type OrderAllowed = z.infer<typeof orderAllowedSchema>;

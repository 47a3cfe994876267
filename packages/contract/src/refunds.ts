import { z } from 'zod';
import { dollarsSchema, text } from './common.ts';

/** A refund is recorded pending, then the payment provider's answer makes it succeeded or failed. */
export const refundStatusSchema = z.enum(['pending', 'succeeded', 'failed']);
export type RefundStatus = z.infer<typeof refundStatusSchema>;

const wholeNumber = (params: { min: number; max: number }) =>
  z
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .min(params.min, { error: `must be at least ${params.min}` })
    .max(params.max, { error: `must be at most ${params.max}` });

/** Pieces of one order line paid back; lines are numbered from 1, as GET /api/order/:id lists them. */
export const refundLineSchema = z.object({
  lineNo: wholeNumber({ min: 1, max: 1000 }),
  qty: wholeNumber({ min: 1, max: 1_000_000 }),
});
export type RefundLine = z.infer<typeof refundLineSchema>;

export const REFUND_REASON_MAX = 300;

const reasonSchema = text({ error: 'must be text' })
  .trim()
  .max(REFUND_REASON_MAX, { error: `must be at most ${REFUND_REASON_MAX} characters` });

/**
 * POST /api/order/:id/refunds (admin): an amount in dollars, or lines with quantities (their unit
 * price × quantity), never both. The server checks both against what is left to refund.
 */
export const newRefundSchema = z
  .object({
    amount: dollarsSchema.positive({ error: 'must be more than 0' }).optional(),
    lines: z.array(refundLineSchema).min(1, { error: 'must name at least one line' }).max(100).optional(),
    /** Put the refunded lines' pieces back on stock once the refund succeeds. */
    restock: z.boolean({ error: 'must be true or false' }).default(false),
    reason: reasonSchema.optional(),
  })
  .superRefine((refund, context) => {
    if ((refund.amount === undefined) === (refund.lines === undefined))
      context.addIssue({
        code: 'custom',
        path: ['amount'],
        message: 'is required, or lines instead: give one of them',
      });
  });
export type NewRefund = z.input<typeof newRefundSchema>;

/** POST /api/order/:id/cancel (admin): refund the rest of a paid order, restock it, cancel it. */
export const cancelPaidOrderSchema = z.object({ reason: reasonSchema.optional() });
export type CancelPaidOrder = z.infer<typeof cancelPaidOrderSchema>;

export const refundSchema = z.object({
  id: z.string(),
  /** Dollars. */
  amount: z.number(),
  lines: z.array(refundLineSchema),
  restock: z.boolean(),
  reason: z.string().nullable(),
  status: refundStatusSchema,
  /** The provider's words when it refused the refund or failed it later; null otherwise. */
  failure: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type Refund = z.infer<typeof refundSchema>;

/** What an order's payment came to, in dollars: captured, paid back (succeeded refunds), and what is left. */
export const orderMoneyShape = {
  paidTotal: z.number(),
  refundedTotal: z.number(),
  netTotal: z.number(),
  refunds: z.array(refundSchema),
};

/** Answers about refunds that name no single field. */
export const refundMessages = {
  notPaid: 'Only a paid order can be refunded',
  cancelled: 'This order is cancelled; its payment was refunded then',
  pendingRefund: 'A refund of this order is still under way; try again in a minute',
  shipped: 'An order with parts shipped cannot be cancelled; refund its lines instead',
  nothingLeft: 'Everything paid for this order has been refunded',
  /** More money than is left to refund, e.g. "$7.50" (follows the field's label). */
  amountLeft: (left: string) => `must be at most ${left}: what is left to refund`,
  /** More pieces of a line than may be refunded (follows the field's label). */
  piecesLeft: (left: number, lineNo: number) => `must be at most ${left}: what is left of line ${lineNo}`,
  /** Pieces asked back on stock from a line partly shipped (follows the field's label). */
  partlyShipped: (lineNo: number) =>
    `cannot go back on stock while line ${lineNo} is partly shipped: refund it without restocking, or once the rest has shipped`,
  providerRefused: 'The payment provider refused the refund',
  providerUnreachable:
    'The payment provider did not answer. The refund is kept as pending: refunding or cancelling this order again after a minute finishes it, without refunding twice.',
} as const;

/** One order line as a refund of its pieces prices it. */
export interface RefundedLinePrice {
  unitCents: number;
  /** The line's pieces, all of them. */
  qty: number;
  /** The line's tax charged on top of its prices; 0 when the prices held the tax, or none was charged. */
  taxOnTopCents: number;
}

/**
 * What refunding `pieces` more pieces of a line pays back, in cents, when `before` of them were
 * refunded already: their price, and where the tax came on top of the prices, their share of the
 * line's tax, rounded half up so that once every piece is back the whole tax is (decision 068).
 * The server's refund and the admin's confirmation both work it out here.
 */
export function piecesRefundCents(line: RefundedLinePrice, before: number, pieces: number) {
  const taxUpTo = (refunded: number) =>
    Math.floor((2 * line.taxOnTopCents * refunded + line.qty) / (2 * line.qty));
  return line.unitCents * pieces + taxUpTo(before + pieces) - taxUpTo(before);
}

import { z } from 'zod';
import { idSchema } from './common.ts';

/** An order's invoice, once issued: its number ("CW-2026-000123") and date (decision 060). */
export const issuedInvoiceSchema = z.object({ number: z.string(), issuedAt: z.string() });
export type IssuedInvoice = z.infer<typeof issuedInvoiceSchema>;

/** A credit note of a refund: its number ("CW-CN-2026-000007"), date and amount in dollars. */
export const creditNoteSummarySchema = z.object({
  _id: z.string(),
  number: z.string(),
  issuedAt: z.string(),
  amount: z.number(),
});
export type CreditNoteSummary = z.infer<typeof creditNoteSummarySchema>;

/** GET /order/:id/credit-notes/:noteId.pdf */
export const creditNoteParamsSchema = z.object({
  id: idSchema,
  noteId: idSchema,
});

import { z } from 'zod';
import { text } from './common.ts';

const required = (most: number) =>
  text({ error: 'is required' })
    .trim()
    .min(1, { error: 'is required' })
    .max(most, { error: `must be at most ${most} characters` });

/** An optional field: empty means the seller has none (printed as nothing). */
const optional = (most: number) =>
  text({ error: 'must be text' })
    .trim()
    .max(most, { error: `must be at most ${most} characters` })
    .transform((value) => value || null)
    .nullable()
    .default(null);

/** One line: an invoice prints it on a line of its own. */
const oneLine = (schema: ReturnType<typeof required>) =>
  schema.refine((value) => !/[\r\n\t]/.test(value), { error: 'must be one line' });

/**
 * Who sells: the shop's legal identity as every invoice, credit note and e-mail footer prints it
 * (decision 060). One row, edited by an admin in Settings.
 */
export const sellerSchema = z.object({
  legalName: oneLine(required(120)),
  /** Street, city and postal code, on as many lines as the post needs (at most 6). */
  postalAddress: required(300).refine((value) => value.split(/\r?\n/).length <= 6, {
    error: 'must be at most 6 lines',
  }),
  /** ISO 3166-1 alpha-2, upper case ("US", "DE"). */
  country: text({ error: 'is required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: 'must be a two-letter country code (ISO 3166), such as US or DE' }),
  taxId: optional(40),
  registrationNumber: optional(60),
  email: z
    .email({ error: 'must be an e-mail address' })
    .max(200, { error: 'must be at most 200 characters' }),
  phone: optional(40).refine((value) => value === null || /^\+?[0-9 ()-]{6,20}$/.test(value), {
    error: 'must be a phone number (6–20 digits, spaces, dashes or brackets)',
  }),
  bankDetails: optional(300),
});
export type SellerInput = z.input<typeof sellerSchema>;
export type Seller = z.output<typeof sellerSchema>;

/** What Settings reads: the seller, and whether it is stored or still the configuration's fallback. */
export const sellerAnswerSchema = z.object({
  seller: z.object({
    legalName: z.string(),
    postalAddress: z.string(),
    country: z.string(),
    taxId: z.string().nullable(),
    registrationNumber: z.string().nullable(),
    email: z.string(),
    phone: z.string().nullable(),
    bankDetails: z.string().nullable(),
  }),
  stored: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type SellerAnswer = z.infer<typeof sellerAnswerSchema>;

export const sellerMessages = {
  saved: 'Settings saved: new invoices and e-mails carry these details',
} as const;

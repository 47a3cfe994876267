import { z } from 'zod';

/** Every error the API answers with: a human message, and the offending field when there is one. */
export const apiErrorSchema = z.object({
  message: z.string(),
  field: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Ids travel as strings named `_id` (SPEC §3); on the server they are UUIDs. */
export const idSchema = z.uuid({ error: 'must be a valid id' });
export const idParamsSchema = z.object({ id: idSchema });

/** Money crosses the API as decimal dollars with at most two decimals; it is stored as integer cents. */
export const dollarsSchema = z
  .number({ error: 'must be a number' })
  .nonnegative({ error: 'must not be negative' })
  .max(1_000_000, { error: 'must be at most 1000000' })
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    error: 'must have at most two decimals',
  });

export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(24),
  cursor: z.string().max(200).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });

export const healthSchema = z.object({ status: z.literal('ok') });

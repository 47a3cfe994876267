import { z } from 'zod';
import { dollarsSchema, idSchema, pageOf, text } from './common.ts';
import { requiredOr } from './error-messages.ts';

export const productSchema = z.object({
  _id: idSchema,
  name: z.string(),
  img: z.string(),
  ShortDescription: z.string(),
  price: z.number(),
  availableQty: z.number().int(),
  minimumQty: z.number().int(),
});
export type Product = z.infer<typeof productSchema>;

export const productPageSchema = pageOf(productSchema);
export type ProductPage = z.infer<typeof productPageSchema>;

const quantity = z
  .number({ error: requiredOr('must be a whole number') })
  .int({ error: 'must be a whole number' })
  .min(0, { error: 'must not be negative' })
  .max(1_000_000, { error: 'must be at most 1000000' });

/** An image is an http(s) link or a path the app itself serves. */
export const imageRefSchema = text()
  .trim()
  .min(1, { error: 'is required' })
  .max(2000, { error: 'must be at most 2000 characters' })
  .refine((value) => value.startsWith('/') || /^https?:\/\/[^\s]+$/i.test(value), {
    error: 'must be an http(s) link or a path starting with /',
  });

export const newProductSchema = z
  .object({
    name: text()
      .trim()
      .min(1, { error: 'is required' })
      .max(120, { error: 'must be at most 120 characters' }),
    img: imageRefSchema,
    ShortDescription: text()
      .trim()
      .min(1, { error: 'is required' })
      .max(1000, { error: 'must be at most 1000 characters' }),
    price: dollarsSchema,
    availableQty: quantity,
    minimumQty: quantity.min(1, { error: 'must be at least 1' }),
  })
  .refine((p) => p.minimumQty <= p.availableQty, {
    path: ['minimumQty'],
    error: 'must not be above availableQty',
  });
export type NewProduct = z.infer<typeof newProductSchema>;

/** DELETE /api/product/:id answers with the name so the page can say "(name) deleted sucessfully". */
export const productDeletedSchema = z.object({ deletedCount: z.number().int(), name: z.string() });
export type ProductDeleted = z.infer<typeof productDeletedSchema>;

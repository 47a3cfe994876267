import { z } from 'zod';
import { idSchema, text } from './common.ts';
import { personNameSchema } from './users.ts';

export const ratingSchema = z
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number of stars' })
  .min(1, { error: 'must be at least 1' })
  .max(5, { error: 'must be at most 5' });

export const reviewSchema = z.object({
  _id: idSchema,
  name: z.string(),
  rating: z.number().int(),
  message: z.string(),
  createdAt: z.iso.datetime(),
});
export type Review = z.infer<typeof reviewSchema>;

export const newReviewSchema = z.object({
  name: personNameSchema,
  rating: ratingSchema,
  message: text().trim().min(1, { error: 'is required' }).max(1000),
});
export type NewReview = z.infer<typeof newReviewSchema>;

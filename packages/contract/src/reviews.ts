import { z } from 'zod';
import { idSchema, tablePageOf, tableQueryWithSort, text } from './common.ts';
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

export { reviewMessages } from './review-messages.ts';

/** A review as admins see it in Manage Reviews: hidden ones too, with their state. */
export const moderatedReviewSchema = reviewSchema.extend({ hidden: z.boolean() });
export type ModeratedReview = z.infer<typeof moderatedReviewSchema>;

export const moderatedReviewPageSchema = tablePageOf(moderatedReviewSchema);
export type ModeratedReviewPage = z.infer<typeof moderatedReviewPageSchema>;

/** GET /api/admin/reviews — every review, newest first unless another column is chosen. */
export const reviewTableQuerySchema = tableQueryWithSort(['createdAt', 'rating'], {
  sort: 'createdAt',
  dir: 'desc',
});
export type ReviewTableQuery = z.infer<typeof reviewTableQuerySchema>;

/** PATCH /api/review/:id — an admin hides a review from the home page, or shows it again. */
export const reviewVisibilitySchema = z.object({ hidden: z.boolean({ error: 'must be true or false' }) });
export type ReviewVisibility = z.infer<typeof reviewVisibilitySchema>;

/**
 * Answers about reviews that are ours, not the original product's. Without zod, so that a page's
 * plain-form failure texts (page-forms.ts) can say them.
 */
export const reviewMessages = {
  alreadyReviewed: 'You have already reviewed the shop: one review per customer',
} as const;

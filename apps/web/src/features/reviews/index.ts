/** What other parts of the app may use of the reviews: their keys and the home page's list. */
export { reviewKeys } from './api/review-keys.ts';
export { ReviewList } from './components/review-list.tsx';
export { getReviewsQueryOptions } from './api/get-reviews.ts';

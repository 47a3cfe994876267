import type { Review } from '@crankworks/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { reviewKeys } from './review-keys.ts';

export const getReviews = (signal?: AbortSignal) => api<Review[]>('/reviews', { signal });

export const getReviewsQueryOptions = () =>
  queryOptions({
    queryKey: reviewKeys.shown(),
    queryFn: ({ signal }) => getReviews(signal),
  });

export const useReviews = () => useQuery(getReviewsQueryOptions());

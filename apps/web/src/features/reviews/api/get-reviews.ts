import type { Review } from '@crankworks/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { reviewKeys } from '../../../lib/query-keys.ts';

export const getReviews = (signal?: AbortSignal) => api<Review[]>('/reviews', { signal });

export const getReviewsQueryOptions = () =>
  queryOptions({
    queryKey: reviewKeys.list(),
    queryFn: ({ signal }) => getReviews(signal),
  });

export const useReviews = () => useQuery(getReviewsQueryOptions());

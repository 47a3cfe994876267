import type { ModeratedReviewPage, ReviewTableQuery } from '@crankworks/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { reviewKeys } from '../../../reviews/index.ts';
import { tableQueryParams } from '../../../../lib/use-table-query.ts';

export const getModeratedReviews = (query: ReviewTableQuery, signal?: AbortSignal) =>
  api<ModeratedReviewPage>(`/admin/reviews?${tableQueryParams(query)}`, { signal });

export const getModeratedReviewsQueryOptions = (query: ReviewTableQuery) =>
  queryOptions({
    queryKey: reviewKeys.list(query),
    queryFn: ({ signal }) => getModeratedReviews(query, signal),
    placeholderData: keepPreviousData,
  });

export const useModeratedReviews = (query: ReviewTableQuery) =>
  useQuery(getModeratedReviewsQueryOptions(query));

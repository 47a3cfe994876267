import type { Inserted, NewReview } from '@crankworks/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { reviewKeys } from './review-keys.ts';

export const createReview = (review: NewReview) => api<Inserted>('/review', { method: 'POST', body: review });

/** Adds a review; the home page's list is refetched so the new one shows there at once. */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}

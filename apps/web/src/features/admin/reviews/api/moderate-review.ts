import type { Deleted, ModeratedReview } from '@crankworks/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { reviewKeys } from '../../../reviews/index.ts';

export const setReviewHidden = ({ id, hidden }: { id: string; hidden: boolean }) =>
  api<ModeratedReview>(`/review/${encodeURIComponent(id)}`, { method: 'PATCH', body: { hidden } });

export const deleteReview = (id: string) =>
  api<Deleted>(`/review/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Both change what the home page shows, so both refresh every review list. */
function useReviewMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}

export const useSetReviewHidden = () => useReviewMutation(setReviewHidden);
export const useDeleteReview = () => useReviewMutation(deleteReview);

import type { Order } from '@crankworks/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { orderKeys } from '../../orders/index.ts';

/** The guest's order becomes the signed-in user's, when his e-mail is the order's (decision 066). */
export const claimOrder = (token: string) =>
  api<Order>(`/order-link/${encodeURIComponent(token)}/claim`, { method: 'POST' });

/** My Orders then lists it. */
export function useClaimOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

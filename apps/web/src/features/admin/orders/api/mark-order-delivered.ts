import type { OrderDetail } from '@crankworks/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { orderKeys } from '../../../orders/index.ts';

export const markOrderDelivered = (id: string) =>
  api<OrderDetail>(`/order/${encodeURIComponent(id)}/delivered`, { method: 'POST' });

/** Records that a shipped order arrived; the order, the lists and the figures refresh. */
export function useMarkOrderDelivered() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markOrderDelivered,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

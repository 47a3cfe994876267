import type { Order } from '@crankworks/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { orderKeys } from '../../../orders/index.ts';

export const markOrderShipped = (id: string) =>
  api<Order>(`/order/${encodeURIComponent(id)}/shipped`, { method: 'PATCH' });

export function useMarkOrderShipped() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markOrderShipped,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

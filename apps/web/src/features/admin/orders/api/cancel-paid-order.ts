import type { CancelPaidOrder, Order } from '@crankworks/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { orderKeys } from '../../../orders/index.ts';

export const cancelPaidOrder = ({ id, body }: { id: string; body: CancelPaidOrder }) =>
  api<Order>(`/order/${encodeURIComponent(id)}/cancel`, { method: 'POST', body });

export function useCancelPaidOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPaidOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

import type { Order, PayOrder } from '@crankworks/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { orderKeys } from './order-keys.ts';

interface PayOrderInput extends PayOrder {
  orderId: string;
}

/** Records a payment; the server checks with the provider that it succeeded for this order and amount. */
export const payOrder = ({ orderId, transactionId }: PayOrderInput) =>
  api<Order>(`/order/${encodeURIComponent(orderId)}`, { method: 'PATCH', body: { transactionId } });

export function usePayOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order._id), order);
      return queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}

import type { Order, OrderDetail, PayOrder } from '@crankworks/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { orderKeys } from './order-keys.ts';

interface PayOrderInput extends PayOrder {
  orderId: string;
  /** A guest's order link token, which stands for a session on his order (decision 066). */
  orderLink?: string;
}

/** Records a payment; the server checks with the provider that it succeeded for this order and amount. */
export const payOrder = ({ orderId, transactionId, orderLink }: PayOrderInput) =>
  api<Order>(`/order/${encodeURIComponent(orderId)}`, {
    method: 'PATCH',
    body: { transactionId },
    orderLink,
  });

export function usePayOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payOrder,
    onSuccess: (order) => {
      // The answer is the order without its lines, which the detail keeps.
      queryClient.setQueryData<OrderDetail>(orderKeys.detail(order._id), (detail) =>
        detail ? { ...detail, ...order } : detail,
      );
      return queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}

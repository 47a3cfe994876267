import type { CancelPaidOrder, Order } from '@crankworks/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import type { Submission } from '../../../../lib/submission.ts';
import { orderKeys } from '../../../orders/index.ts';

export const cancelPaidOrder = ({
  values: { id, body },
  idempotencyKey,
}: Submission<{ id: string; body: CancelPaidOrder }>) =>
  api<Order>(`/order/${encodeURIComponent(id)}/cancel`, { method: 'POST', body, idempotencyKey });

export function useCancelPaidOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPaidOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

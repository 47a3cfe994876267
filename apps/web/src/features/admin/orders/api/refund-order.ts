import type { NewRefund, Refund } from '@crankworks/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import type { Submission } from '../../../../lib/submission.ts';
import { orderKeys } from '../../../orders/index.ts';

export const refundOrder = ({
  values: { id, refund },
  idempotencyKey,
}: Submission<{ id: string; refund: NewRefund }>) =>
  api<Refund>(`/order/${encodeURIComponent(id)}/refunds`, { method: 'POST', body: refund, idempotencyKey });

/** A refund changes the order's money, and maybe its state and stock: every order query refreshes. */
export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

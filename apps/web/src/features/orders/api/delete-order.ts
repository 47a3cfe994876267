import type { Deleted } from '@crankworks/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { orderKeys } from './order-keys.ts';
import { productKeys } from '../../products/index.ts';

/** A customer cancelling his unpaid order, or an admin deleting one: either way the stock comes back. */
export const deleteOrder = (id: string) =>
  api<Deleted>(`/order/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrder,
    // Also after a refusal: an order whose payment had just succeeded is now shown as paid.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
      ]),
  });
}

import type { NewShipment, OrderDetail } from '@crankworks/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { orderKeys } from '../../../orders/index.ts';

export const shipOrderParts = ({ id, shipment }: { id: string; shipment: NewShipment }) =>
  api<OrderDetail>(`/order/${encodeURIComponent(id)}/shipments`, { method: 'POST', body: shipment });

/** Ships some pieces of an order's lines; the order, the lists and the figures refresh. */
export function useShipOrderParts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shipOrderParts,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

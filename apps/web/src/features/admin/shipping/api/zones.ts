import type { ShippingZone, ShippingZoneInput, ShippingZones } from '@crankworks/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';

/** The shipping zones: one list, read whole and refreshed after every change. */
const zonesKey = ['shipping-zones'] as const;

export const zonesQueryOptions = () =>
  queryOptions({
    queryKey: zonesKey,
    queryFn: ({ signal }) => api<ShippingZones>('/admin/shipping/zones', { signal }),
  });

export const useZones = () => useQuery(zonesQueryOptions());

/** Creates a zone (no id) or replaces one whole. */
export function useSaveZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, zone }: { id?: string; zone: ShippingZoneInput }) =>
      id
        ? api<ShippingZone>(`/admin/shipping/zones/${id}`, { method: 'PUT', body: zone })
        : api<ShippingZone>('/admin/shipping/zones', { method: 'POST', body: zone }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: zonesKey }),
  });
}

export function useDeleteZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/admin/shipping/zones/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: zonesKey }),
  });
}

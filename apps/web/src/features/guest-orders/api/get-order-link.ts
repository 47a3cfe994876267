import type { OrderDetail } from '@crankworks/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { orderLinkKeys } from './order-link-keys.ts';

/** A guest's order by its signed link (decision 066): no session needed, 404 for a bad or old link. */
export const getOrderLink = (token: string, signal?: AbortSignal) =>
  api<OrderDetail>(`/order-link/${encodeURIComponent(token)}`, { signal });

export const getOrderLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: orderLinkKeys.detail(token),
    queryFn: ({ signal }) => getOrderLink(token, signal),
  });

export const useOrderLink = (token: string) => useQuery(getOrderLinkQueryOptions(token));

import type { OrderDetail } from '@crankworks/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { orderKeys } from './order-keys.ts';

export const getOrder = (id: string, signal?: AbortSignal) =>
  api<OrderDetail>(`/order/${encodeURIComponent(id)}`, { signal });

export const getOrderQueryOptions = (id: string) =>
  queryOptions({ queryKey: orderKeys.detail(id), queryFn: ({ signal }) => getOrder(id, signal) });

export const useOrder = (id: string) => useQuery(getOrderQueryOptions(id));

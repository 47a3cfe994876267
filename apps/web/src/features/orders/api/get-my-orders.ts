import type { Order } from '@crankworks/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { orderKeys } from './order-keys.ts';

/** A 401/403 here means the session is gone or not ours, so the user is signed out (docs/product.md). */
export const getMyOrders = (email: string, signal?: AbortSignal) =>
  api<Order[]>(`/order?${new URLSearchParams({ email })}`, { signal, signOutOnAuthFailure: true });

export const getMyOrdersQueryOptions = (email: string) =>
  queryOptions({ queryKey: orderKeys.mine(email), queryFn: ({ signal }) => getMyOrders(email, signal) });

export const useMyOrders = (email: string) => useQuery(getMyOrdersQueryOptions(email));

import type { Product } from '@crankworks/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { productKeys } from '../../products/index.ts';

export const getPurchaseProduct = (id: string, signal?: AbortSignal) =>
  api<Product>(`/purchase/${encodeURIComponent(id)}`, { signal });

export const getPurchaseProductQueryOptions = (id: string) =>
  queryOptions({
    queryKey: productKeys.purchase(id),
    queryFn: ({ signal }) => getPurchaseProduct(id, signal),
  });

export const usePurchaseProduct = (id: string) => useQuery(getPurchaseProductQueryOptions(id));

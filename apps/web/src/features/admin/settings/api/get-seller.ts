import type { SellerAnswer } from '@crankworks/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { sellerKeys } from './seller-keys.ts';

export const getSeller = (signal?: AbortSignal) => api<SellerAnswer>('/admin/seller', { signal });

export const sellerQueryOptions = () =>
  queryOptions({ queryKey: sellerKeys.all, queryFn: ({ signal }) => getSeller(signal) });

export const useSeller = () => useQuery(sellerQueryOptions());

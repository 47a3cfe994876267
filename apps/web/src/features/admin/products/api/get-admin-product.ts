import type { ProductDetail } from '@crankworks/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { useListedPlaceholder } from '../../../products/index.ts';
import { adminProductKeys } from './admin-product-keys.ts';

export const getAdminProduct = (id: string, signal?: AbortSignal) =>
  api<ProductDetail>(`/admin/product/${encodeURIComponent(id)}`, { signal });

export const adminProductQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminProductKeys.detail(id),
    queryFn: ({ signal }) => getAdminProduct(id, signal),
  });

/** One part of any status, as its edit page reads it; shown at once from the admin's list meanwhile. */
export const useAdminProduct = (id: string) =>
  useQuery({
    ...adminProductQueryOptions(id),
    placeholderData: useListedPlaceholder(id, adminProductKeys.lists()),
  });

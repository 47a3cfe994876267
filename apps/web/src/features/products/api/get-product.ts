import type { ProductDetail } from '@crankworks/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useListedPlaceholder } from './listed-product.ts';
import { productKeys } from './product-keys.ts';

export const getProduct = (id: string, signal?: AbortSignal) =>
  api<ProductDetail>(`/product/${encodeURIComponent(id)}`, { signal });

/**
 * One part, under productKeys.all: an order or an admin's edit refreshes it with the catalogue.
 * A failed read is not repeated when the page mounts: a part the server found missing renders its
 * not-found page in the browser too (the page offers Retry for other failures).
 */
export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => getProduct(id, signal),
    retryOnMount: false,
  });

/** Shown at once from the card the visitor chose, then as the server reads it now. */
export const useProduct = (id: string) =>
  useQuery({ ...productQueryOptions(id), placeholderData: useListedPlaceholder(id) });

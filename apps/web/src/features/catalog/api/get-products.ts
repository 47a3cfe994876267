import type { ProductPage } from '@crankworks/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { productKeys } from '../../../lib/query-keys.ts';

/** Two rows of three cards on a wide screen; "Load more" fetches the next page. */
export const PRODUCT_PAGE_SIZE = 6;

interface GetProductsParams {
  limit: number;
  cursor: string | null;
  signal?: AbortSignal;
}

export function getProducts({ limit, cursor, signal }: GetProductsParams) {
  const query = new URLSearchParams({ limit: String(limit) });
  if (cursor) query.set('cursor', cursor);
  return api<ProductPage>(`/products?${query}`, { signal });
}

export const getProductsQueryOptions = (limit = PRODUCT_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: productKeys.list({ limit }),
    queryFn: ({ pageParam, signal }) => getProducts({ limit, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

export const useProducts = (limit?: number) => useInfiniteQuery(getProductsQueryOptions(limit));

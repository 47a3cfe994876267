import type { ProductPage, ProductSort } from '@crankworks/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { productKeys } from './product-keys.ts';

/** Two rows of three cards on a wide screen; "Load more" fetches the next page. */
export const PRODUCT_PAGE_SIZE = 6;

/** Which parts, in which order: a search in names and descriptions, and a sort (default: the shop's). */
export interface CatalogueFilter {
  q?: string;
  sort?: ProductSort;
  /** Only the parts of this category (its slug) and of those inside it. */
  category?: string;
}

interface GetProductsParams extends CatalogueFilter {
  limit: number;
  cursor: string | null;
  signal?: AbortSignal;
}

export function getProducts({ limit, cursor, q, sort, category, signal }: GetProductsParams) {
  const query = new URLSearchParams({ limit: String(limit) });
  if (category) query.set('category', category);
  if (q) query.set('q', q);
  if (sort && sort !== 'oldest') query.set('sort', sort);
  if (cursor) query.set('cursor', cursor);
  return api<ProductPage>(`/products?${query}`, { signal });
}

export const getProductsQueryOptions = (
  limit = PRODUCT_PAGE_SIZE,
  { q, sort, category }: CatalogueFilter = {},
) =>
  infiniteQueryOptions({
    queryKey: productKeys.list({ limit, q, sort, category }),
    queryFn: ({ pageParam, signal }) => getProducts({ limit, cursor: pageParam, q, sort, category, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

export const useProducts = (limit?: number, filter?: CatalogueFilter) =>
  useInfiniteQuery(getProductsQueryOptions(limit, filter));

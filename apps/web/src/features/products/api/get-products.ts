import type { ProductPage, ProductSort } from '@crankworks/contract';
import { infiniteQueryOptions, useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
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

export interface ProductPageParams extends CatalogueFilter {
  limit: number;
  cursor: string | null;
}

/** The query string of a page of parts, which the catalogue and the admin's list of parts both take. */
export function productPageQuery({ limit, cursor, q, sort, category }: ProductPageParams) {
  const query = new URLSearchParams({ limit: String(limit) });
  if (category) query.set('category', category);
  if (q) query.set('q', q);
  if (sort && sort !== 'oldest') query.set('sort', sort);
  if (cursor) query.set('cursor', cursor);
  return query;
}

export const getProducts = ({ signal, ...page }: ProductPageParams & { signal?: AbortSignal }) =>
  api<ProductPage>(`/products?${productPageQuery(page)}`, { signal });

/** Pages of parts that "Load more" fetches one after the other, each from where the last one ended. */
export const productPagesOptions = <Key extends QueryKey>(
  queryKey: Key,
  getPage: (cursor: string | null, signal: AbortSignal) => Promise<ProductPage>,
) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => getPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

export const getProductsQueryOptions = (
  limit = PRODUCT_PAGE_SIZE,
  { q, sort, category }: CatalogueFilter = {},
) =>
  productPagesOptions(productKeys.list({ limit, q, sort, category }), (cursor, signal) =>
    getProducts({ limit, cursor, q, sort, category, signal }),
  );

export const useProducts = (limit?: number, filter?: CatalogueFilter) =>
  useInfiniteQuery(getProductsQueryOptions(limit, filter));

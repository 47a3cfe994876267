import type { IN_STOCK, PriceRangeValue, ProductPage, ProductSort } from '@crankworks/contract';
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
  /** Only the parts whose base price is in this range. */
  price?: PriceRangeValue;
  /** Only the parts one can order now. */
  stock?: typeof IN_STOCK;
  /** Only the parts with these specification values (`key:value`): any of one specification's, every specification. */
  spec?: string[];
}

/** Adds the catalogue's filters besides search and category (price, stock, specifications) to a query string. */
export function withCatalogueFilters(query: URLSearchParams, { price, stock, spec }: CatalogueFilter) {
  if (price) query.set('price', price);
  if (stock) query.set('stock', stock);
  for (const text of spec ?? []) query.append('spec', text);
  return query;
}

export interface ProductPageParams extends CatalogueFilter {
  limit: number;
  cursor: string | null;
}

/** The query string of a page of parts, which the catalogue and the admin's list of parts both take. */
export function productPageQuery({ limit, cursor, q, sort, category, ...filters }: ProductPageParams) {
  const query = new URLSearchParams({ limit: String(limit) });
  if (category) query.set('category', category);
  if (q) query.set('q', q);
  if (sort && sort !== 'oldest') query.set('sort', sort);
  withCatalogueFilters(query, filters);
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
  { q, sort, category, price, stock, spec }: CatalogueFilter = {},
) =>
  productPagesOptions(productKeys.list({ limit, q, sort, category, price, stock, spec }), (cursor, signal) =>
    getProducts({ limit, cursor, q, sort, category, price, stock, spec, signal }),
  );

export const useProducts = (limit?: number, filter?: CatalogueFilter) =>
  useInfiniteQuery(getProductsQueryOptions(limit, filter));

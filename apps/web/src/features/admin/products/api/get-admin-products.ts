import type { ProductPage } from '@crankworks/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { productPageQuery, productPagesOptions, type ProductPageParams } from '../../../products/index.ts';
import { adminProductKeys, type AdminProductListQuery } from './admin-product-keys.ts';

type AdminProductPageParams = ProductPageParams & Pick<AdminProductListQuery, 'status'>;

export function getAdminProducts({
  status,
  signal,
  ...page
}: AdminProductPageParams & { signal?: AbortSignal }) {
  const query = productPageQuery(page);
  if (status) query.set('status', status);
  return api<ProductPage>(`/admin/products?${query}`, { signal });
}

export const adminProductsQueryOptions = ({ limit, q, status }: AdminProductListQuery) =>
  productPagesOptions(adminProductKeys.list({ limit, q, status }), (cursor, signal) =>
    getAdminProducts({ limit, cursor, q, status, signal }),
  );

/** Parts of every status (drafts and archived ones too), or of the one asked for, a page at a time. */
export const useAdminProducts = (query: AdminProductListQuery) =>
  useInfiniteQuery(adminProductsQueryOptions(query));

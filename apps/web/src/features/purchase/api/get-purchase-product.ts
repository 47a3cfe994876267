import { asChosenPart, variantOf, type ProductDetail } from '@crankworks/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { productKeys, useListedPlaceholder } from '../../products/index.ts';

export const getPurchaseProduct = (id: string, signal?: AbortSignal) =>
  api<ProductDetail>(`/purchase/${encodeURIComponent(id)}`, { signal });

/**
 * Under productKeys.all, so an order (which changes the stock) refreshes it with the catalogue. Like
 * the product page's read, a failure is not repeated on mount: the server's "not found" stands.
 */
export const getPurchaseProductQueryOptions = (id: string) =>
  queryOptions({
    queryKey: productKeys.purchase(id),
    queryFn: ({ signal }) => getPurchaseProduct(id, signal),
    retryOnMount: false,
  });

/**
 * Shown at once from the card the customer chose on the home page, then as the server reads it now;
 * a variant's id reads its product, of which the page orders that variant (decision 078).
 */
export const usePurchaseProduct = (id: string) =>
  useQuery({
    ...getPurchaseProductQueryOptions(id),
    placeholderData: useListedPlaceholder(id),
    select: (product) => asChosenPart(product, variantOf(product, id)),
  });

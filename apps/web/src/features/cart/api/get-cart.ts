import type { Cart } from '@crankworks/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { staleTime } from '../../../lib/query-client.ts';
import { readBrowserCartText } from './browser-cart-store.ts';
import { cartKeys } from './cart-keys.ts';

export const getCart = (signal?: AbortSignal) => api<Cart>('/cart', { signal });

/**
 * The signed-in customer's cart. One he filled in this browser before signing in joins it first,
 * whichever page reads the cart first after sign-in (the nav's count, on every page): the merge
 * answers the merged cart, and the browser's copy goes. The merge's code loads only then.
 */
async function readCart(signal: AbortSignal) {
  if (readBrowserCartText() === null) return getCart(signal);
  const { mergeBrowserCart } = await import('./merge-cart.ts');
  return mergeBrowserCart();
}

/**
 * The server renders the cart pages with the customer's cart, fresh for a moment like any page's
 * data; but while this browser still holds a visitor's cart it is stale at once, so that the first
 * read here merges that one in.
 */
export const cartQueryOptions = (email: string) =>
  queryOptions({
    queryKey: cartKeys.detail(email),
    queryFn: ({ signal }) => readCart(signal),
    staleTime: (query) => (readBrowserCartText() === null ? staleTime(query) : 0),
  });

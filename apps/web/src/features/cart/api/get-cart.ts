import type { Cart } from '@crankworks/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
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

export const cartQueryOptions = (email: string) =>
  queryOptions({ queryKey: cartKeys.detail(email), queryFn: ({ signal }) => readCart(signal) });

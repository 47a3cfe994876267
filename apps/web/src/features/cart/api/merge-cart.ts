import type { Cart, MergeCart } from '@crankworks/contract';
import { api } from '../../../lib/api-client.ts';
import { readBrowserCart } from './browser-cart.ts';
import { clearBrowserCart } from './browser-cart-store.ts';

export const mergeCart = (body: MergeCart) => api<Cart>('/cart/merge', { method: 'POST', body });

/**
 * Moves the browser's cart into the account's and answers the result. Merging is idempotent on the
 * server (a part in both keeps the larger quantity), so a merge whose answer was lost can run again;
 * it is not cancelled with the read that started it, so that its answer clears the browser's copy.
 */
export async function mergeBrowserCart(): Promise<Cart> {
  const cart = await mergeCart({ lines: readBrowserCart() });
  clearBrowserCart();
  return cart;
}

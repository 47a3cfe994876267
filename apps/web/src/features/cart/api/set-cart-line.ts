import type { Cart, SetCartLine } from '@crankworks/contract';
import { api } from '../../../lib/api-client.ts';

/** Puts the part in the signed-in customer's cart with this quantity, or changes its quantity. */
export const setCartLine = (productId: string, qty: number) =>
  api<Cart>(`/cart/${encodeURIComponent(productId)}`, {
    method: 'PUT',
    body: { qty } satisfies SetCartLine,
  });

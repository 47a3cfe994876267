import type { Cart } from '@crankworks/contract';
import { api } from '../../../lib/api-client.ts';

export const removeCartLine = (productId: string) =>
  api<Cart>(`/cart/${encodeURIComponent(productId)}`, { method: 'DELETE' });

/** Dismisses the names of parts the shop stopped selling that left the cart. */
export const dismissDroppedParts = () => api<Cart>('/cart/dropped', { method: 'DELETE' });

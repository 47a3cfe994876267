import type { Cart } from '@crankworks/contract';
import { api } from '../../../lib/api-client.ts';

export const removeCartLine = (productId: string) =>
  api<Cart>(`/cart/${encodeURIComponent(productId)}`, { method: 'DELETE' });

import type { ProductSort } from '@crankworks/contract';
import { queryKeysFactory } from '../../../lib/query-key-factory.ts';

const keys = queryKeysFactory<{ limit: number; q?: string; sort?: ProductSort; category?: string }>(
  'products',
);

/** The parts: the catalogue's lists, one part, and the purchase page's fresh copy of one. */
export const productKeys = {
  ...keys,
  /** Under `all`, so an order (which changes the stock) refreshes it with the catalogue. */
  purchase: (id: string) => [...keys.all, 'purchase', id] as const,
};

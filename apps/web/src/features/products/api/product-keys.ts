import type { IN_STOCK, PriceRangeValue, ProductSort } from '@crankworks/contract';
import { queryKeysFactory } from '../../../lib/query-key-factory.ts';

/** What a catalogue page shows, whatever its order: the search, category and filters. */
interface CatalogueQuery {
  q?: string;
  category?: string;
  price?: PriceRangeValue;
  stock?: typeof IN_STOCK;
  spec?: string[];
}

const keys = queryKeysFactory<CatalogueQuery & { limit: number; sort?: ProductSort }>('products');

/** The parts: the catalogue's lists, one part, the purchase page's fresh copy of one, and the filters' counts. */
export const productKeys = {
  ...keys,
  /** Under `all`, so an order (which changes the stock) refreshes it with the catalogue. */
  purchase: (id: string) => [...keys.all, 'purchase', id] as const,
  /** Under `all` but not `lists()` (which holds pages of parts): a change to the parts recounts them. */
  facets: (query: CatalogueQuery) => [...keys.all, 'facets', query] as const,
};

import type { ProductStatus } from '@crankworks/contract';
import { productKeys } from '../../../products/index.ts';

/** What the admin's list of parts is asked for: a page size, a search and a status (none: every part). */
export interface AdminProductListQuery {
  limit: number;
  q?: string;
  status?: ProductStatus;
}

// Under productKeys.all: whatever refreshes the catalogue (an edit, a delete, an order's stock)
// refreshes the admin's lists and pages with it.
const all = [...productKeys.all, 'admin'] as const;

/** The admin's lists of parts of every status, and each part as its edit page reads it. */
export const adminProductKeys = {
  all,
  lists: () => [...all, 'list'] as const,
  list: (query: AdminProductListQuery) => [...all, 'list', query] as const,
  detail: (id: string) => [...all, 'detail', id] as const,
};

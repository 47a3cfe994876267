import { productQuerySchema, productSortSchema, type ProductSort } from '@crankworks/contract';
import { useSearchParams } from 'react-router';
import type { CatalogueFilter } from './api/get-products.ts';

/** How each order reads in the sort box; the first is the shop's own order, the default. */
export const sortLabels: Record<ProductSort, string> = {
  oldest: 'Our selection',
  newest: 'Newest first',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
};

/** The URL's search and sort, or none for a missing or nonsense value. */
export function readCatalogueFilter(params: URLSearchParams): CatalogueFilter & { sort: ProductSort } {
  const q = productQuerySchema.shape.q.safeParse(params.get('q') || undefined);
  const sort = productSortSchema.safeParse(params.get('sort'));
  return {
    q: (q.success && q.data) || undefined,
    sort: sort.success ? sort.data : 'oldest',
  };
}

/**
 * The catalogue's search and sort, kept in the URL (`/?q=chain&sort=price-asc`) so that reload,
 * shared links and Back show the same parts. The default order leaves the URL clean.
 */
export function useCatalogueFilter() {
  const [params, setParams] = useSearchParams();
  const filter = readCatalogueFilter(params);
  const update = (name: 'q' | 'sort', value: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { preventScrollReset: true },
    );
  return {
    filter,
    setSearch: (text: string) => update('q', text.trim() || undefined),
    setSort: (sort: ProductSort) => update('sort', sort === 'oldest' ? undefined : sort),
  };
}

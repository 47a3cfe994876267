import { isProductSort, MAX_PRODUCT_SEARCH, type ProductSort } from '@crankworks/contract';
import { useSearchParams } from 'react-router';
import type { CatalogueFilter } from './api/get-products.ts';

/** How each order reads in the sort box; the first is the shop's own order, the default. */
export const sortLabels: Record<ProductSort, string> = {
  oldest: 'Our selection',
  newest: 'Newest first',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
};

/**
 * The URL's search and sort; a missing or nonsense sort is the default. Checked without the
 * contract's schemas, which would bring zod into the home page's first load.
 */
export function readCatalogueFilter(params: URLSearchParams): CatalogueFilter & { sort: ProductSort } {
  const q = params.get('q')?.trim().slice(0, MAX_PRODUCT_SEARCH);
  const sort = params.get('sort');
  return { q: q || undefined, sort: isProductSort(sort) ? sort : 'oldest' };
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

import { isProductSort, MAX_PRODUCT_SEARCH, type ProductSort } from '@crankworks/contract';
import { useSearchParams } from 'react-router';
import type { CatalogueFilter } from './api/get-products.ts';

/** How each order reads in the sort box; the first is the shop's own order, the default. */
const sortLabels: Record<ProductSort, string> = {
  oldest: 'Our selection',
  newest: 'Newest first',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
};

/** How an order reads in the sort box: with a search, the shop's own order lists the best matches first. */
export const sortLabel = (sort: ProductSort, searched: boolean) =>
  sort === 'oldest' && searched ? 'Best match' : sortLabels[sort];

/**
 * The URL's search and sort; a missing or nonsense sort is the default. Checked without the
 * contract's schemas, which would bring zod into the home page's first load.
 */
export function readCatalogueFilter(params: URLSearchParams): CatalogueFilter & { sort: ProductSort } {
  const q = params.get('q')?.trim().slice(0, MAX_PRODUCT_SEARCH);
  const sort = params.get('sort');
  return { q: q || undefined, sort: isProductSort(sort) ? sort : 'oldest' };
}

/** The most pages of parts a URL can ask for at once (`?page=`): the server renders them all. */
export const MAX_CATALOGUE_PAGES = 20;

/** How many pages of parts the URL shows (`?page=3`: the first three), 1 when missing or nonsense. */
export function readCataloguePages(params: URLSearchParams) {
  const pages = Number(params.get('page'));
  return Number.isInteger(pages) && pages > 1 ? Math.min(pages, MAX_CATALOGUE_PAGES) : 1;
}

/**
 * The catalogue's search, sort and pages shown, kept in the URL (`/?q=chain&sort=price-asc&page=2`)
 * so that reload, shared links and Back show the same parts, and "Load more" is a real link that
 * works without the app. The default order and the first page leave the URL clean; a new search or
 * order starts again from the first page.
 */
export function useCatalogueFilter() {
  const [params, setParams] = useSearchParams();
  const filter = readCatalogueFilter(params);
  const pages = readCataloguePages(params);
  const update = (name: 'q' | 'sort', value: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        next.delete('page');
        return next;
      },
      { preventScrollReset: true },
    );
  const withPages = new URLSearchParams(params);
  withPages.set('page', String(pages + 1));
  return {
    filter,
    pages,
    /** The address of the same list with one more page, or null at the most a URL can ask for. */
    morePagesHref: pages < MAX_CATALOGUE_PAGES ? `?${withPages}` : null,
    setSearch: (text: string) => update('q', text.trim() || undefined),
    setSort: (sort: ProductSort) => update('sort', sort === 'oldest' ? undefined : sort),
  };
}

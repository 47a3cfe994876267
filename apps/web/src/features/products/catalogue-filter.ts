import {
  IN_STOCK,
  isPriceRange,
  isProductSort,
  MAX_PRODUCT_SEARCH,
  MAX_SPEC_FILTERS,
  readSpecFilter,
  specFilterText,
  type ProductSort,
} from '@crankworks/contract';
import { useLocation, useSearchParams } from 'react-router';
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

/** The URL's specification filters (`?spec=material:Steel`), each once, those that read as one; none: undefined. */
function readSpecFilters(params: URLSearchParams) {
  const texts = params.getAll('spec').flatMap((text) => {
    const filter = readSpecFilter(text);
    return filter ? [specFilterText(filter)] : [];
  });
  const spec = [...new Set(texts)].slice(0, MAX_SPEC_FILTERS);
  return spec.length ? spec : undefined;
}

/**
 * The URL's search, sort and filters (price range, in stock, specification values); a missing or
 * nonsense sort is the default, a nonsense filter is left out. Checked without the contract's
 * schemas, which would bring zod into the home page's first load.
 */
export function readCatalogueFilter(params: URLSearchParams): CatalogueFilter & { sort: ProductSort } {
  const q = params.get('q')?.trim().slice(0, MAX_PRODUCT_SEARCH);
  const sort = params.get('sort');
  const price = params.get('price');
  return {
    q: q || undefined,
    sort: isProductSort(sort) ? sort : 'oldest',
    price: isPriceRange(price) ? price : undefined,
    stock: params.get('stock') === IN_STOCK ? IN_STOCK : undefined,
    spec: readSpecFilters(params),
  };
}

/** The URL's parameters of the filters besides search and sort, which "Clear filters" takes away. */
const FILTER_PARAMS = ['price', 'stock', 'spec'] as const;
type CatalogueParam = 'q' | 'sort' | (typeof FILTER_PARAMS)[number];

/** How many filters the URL chooses: a price range, in stock, each specification value. */
export const chosenFilterCount = ({ price, stock, spec }: CatalogueFilter) =>
  (price ? 1 : 0) + (stock ? 1 : 0) + (spec?.length ?? 0);

/** The URL's parameters without the page shown and the filters named: the start of a new list. */
function withoutPage(params: URLSearchParams, ...names: readonly string[]) {
  const next = new URLSearchParams(params);
  for (const name of ['page', ...names]) next.delete(name);
  return next;
}

/** `?` and the query, or nothing when it is empty. */
const searchOf = (params: URLSearchParams) => (params.size ? `?${params}` : '');

/** The most pages of parts a URL can ask for at once (`?page=`): the server renders them all. */
export const MAX_CATALOGUE_PAGES = 20;

/** How many pages of parts the URL shows (`?page=3`: the first three), 1 when missing or nonsense. */
export function readCataloguePages(params: URLSearchParams) {
  const pages = Number(params.get('page'));
  return Number.isInteger(pages) && pages > 1 ? Math.min(pages, MAX_CATALOGUE_PAGES) : 1;
}

/**
 * The catalogue's search, sort, filters and pages shown, kept in the URL
 * (`/?q=chain&sort=price-asc&spec=speeds:11&page=2`) so that reload, shared links and Back show the
 * same parts, and "Load more" is a real link that works without the app. The default order and the
 * first page leave the URL clean; a new search, order or filter starts again from the first page.
 */
export function useCatalogueFilter() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const filter = readCatalogueFilter(params);
  const pages = readCataloguePages(params);
  /** Sets each parameter given to its values (none: away), from the first page. */
  const update = (changes: Partial<Record<CatalogueParam, string[]>>) =>
    setParams(
      (current) => {
        const next = withoutPage(current, ...Object.keys(changes));
        for (const [name, values] of Object.entries(changes))
          for (const value of values) if (value) next.append(name, value);
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
    /** The address of the same list without its filters (its search and order kept). */
    clearFiltersHref: pathname + searchOf(withoutPage(params, ...FILTER_PARAMS)),
    /** The address of the category's page with the same search, order and filters. */
    categoryHref: (slug: string) => `/categories/${slug}${searchOf(withoutPage(params))}`,
    setSearch: (text: string) => update({ q: [text.trim()] }),
    setSort: (sort: ProductSort) => update({ sort: sort === 'oldest' ? [] : [sort] }),
    /** Sets the filters given (`price`, `stock`, `spec`) as a filter form names them; an empty value is none. */
    setFilters: (filters: Partial<Record<(typeof FILTER_PARAMS)[number], string[]>>) => update(filters),
  };
}

import type { ProductFacets } from '@crankworks/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { withCatalogueFilters, type CatalogueFilter } from './get-products.ts';
import { productKeys } from './product-keys.ts';

/** The facets' query string: the page's search, category and filters (its order counts nothing). */
function facetsQuery({ q, category, ...filters }: CatalogueFilter) {
  const query = new URLSearchParams();
  if (category) query.set('category', category);
  if (q) query.set('q', q);
  return withCatalogueFilters(query, filters);
}

/** What each filter of a catalogue page offers, with how many parts each choice would show. */
export const facetsQueryOptions = ({ q, category, price, stock, spec }: CatalogueFilter) =>
  queryOptions({
    queryKey: productKeys.facets({ q, category, price, stock, spec }),
    queryFn: ({ signal }) =>
      api<ProductFacets>(`/products/facets?${facetsQuery({ q, category, price, stock, spec })}`, { signal }),
  });

/** The counts of the filters; while a new choice's are on their way, the last ones stay. */
export const useFacets = (filter: CatalogueFilter) =>
  useQuery({ ...facetsQueryOptions(filter), placeholderData: keepPreviousData });

import type { CategoryList } from '@crankworks/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeysFactory } from '../../../lib/query-key-factory.ts';

/** The categories' keys: an admin's change to a category or a part's categories refreshes `all`. */
export const categoryKeys = queryKeysFactory<Record<string, never>>('categories');

export const getCategories = (signal?: AbortSignal) => api<CategoryList>('/categories', { signal });

/** Every category in tree order (each parent before its children), with its count of parts. */
export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: categoryKeys.list({}),
    queryFn: ({ signal }) => getCategories(signal),
  });

export const useCategories = () => useQuery(categoriesQueryOptions());

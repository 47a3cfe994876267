import type { OrderTablePage, TableQuery } from '@crankworks/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { orderKeys } from '../../../../lib/query-keys.ts';

export function getOrdersTable({ page, pageSize, search }: TableQuery, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (search) query.set('search', search);
  return api<OrderTablePage>(`/orders?${query}`, { signal });
}

export const getOrdersTableQueryOptions = (query: TableQuery) =>
  queryOptions({
    queryKey: orderKeys.table(query),
    queryFn: ({ signal }) => getOrdersTable(query, signal),
    // Keep the current page on screen while the next one loads, instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  });

export const useOrdersTable = (query: TableQuery) => useQuery(getOrdersTableQueryOptions(query));

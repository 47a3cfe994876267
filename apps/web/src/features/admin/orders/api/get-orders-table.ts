import type { OrderTablePage, OrderTableQuery } from '@crankworks/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { orderKeys } from '../../../orders/index.ts';
import { tableQueryParams } from '../../../../lib/use-table-query.ts';

/** The table's page, search and order, and the state it is narrowed to. */
function ordersTableParams(query: OrderTableQuery) {
  const params = tableQueryParams(query);
  if (query.status) params.set('status', query.status);
  return params;
}

export const getOrdersTable = (query: OrderTableQuery, signal?: AbortSignal) =>
  api<OrderTablePage>(`/orders?${ordersTableParams(query)}`, { signal });

export const getOrdersTableQueryOptions = (query: OrderTableQuery) =>
  queryOptions({
    queryKey: orderKeys.list(query),
    queryFn: ({ signal }) => getOrdersTable(query, signal),
    // Keep the current page on screen while the next one loads, instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  });

export const useOrdersTable = (query: OrderTableQuery) => useQuery(getOrdersTableQueryOptions(query));

import type { OrderTablePage, OrderTableQuery } from '@crankworks/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { orderKeys } from '../../../orders/index.ts';
import { tableQueryParams } from '../../../../lib/use-table-query.ts';

export const getOrdersTable = (query: OrderTableQuery, signal?: AbortSignal) =>
  api<OrderTablePage>(`/orders?${tableQueryParams(query)}`, { signal });

export const getOrdersTableQueryOptions = (query: OrderTableQuery) =>
  queryOptions({
    queryKey: orderKeys.list(query),
    queryFn: ({ signal }) => getOrdersTable(query, signal),
    // Keep the current page on screen while the next one loads, instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  });

export const useOrdersTable = (query: OrderTableQuery) => useQuery(getOrdersTableQueryOptions(query));

import type { TableQuery, UserTable } from '@crankworks/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { userKeys } from '../../../auth/api/query-keys.ts';

export function getUsers({ page, pageSize, search }: TableQuery, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (search) query.set('search', search);
  return api<UserTable>(`/users?${query}`, { signal });
}

export const usersQueryOptions = (query: TableQuery) =>
  queryOptions({
    queryKey: userKeys.table(query),
    queryFn: ({ signal }) => getUsers(query, signal),
    placeholderData: keepPreviousData,
  });

export const useUsers = (query: TableQuery) => useQuery(usersQueryOptions(query));

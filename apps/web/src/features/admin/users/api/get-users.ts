import type { UserTable, UserTableQuery } from '@crankworks/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { tableQueryParams } from '../../../../lib/use-table-query.ts';
import { userKeys } from '../../../auth/index.ts';

export const getUsers = (query: UserTableQuery, signal?: AbortSignal) =>
  api<UserTable>(`/users?${tableQueryParams(query)}`, { signal });

export const usersQueryOptions = (query: UserTableQuery) =>
  queryOptions({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => getUsers(query, signal),
    placeholderData: keepPreviousData,
  });

export const useUsers = (query: UserTableQuery) => useQuery(usersQueryOptions(query));

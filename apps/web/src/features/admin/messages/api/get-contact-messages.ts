import type { ContactMessagePage, TableQuery } from '@crankworks/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { contactMessageKeys } from '../../../../lib/query-keys.ts';

export function getContactMessages(query: TableQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize) });
  if (query.search) params.set('search', query.search);
  return api<ContactMessagePage>(`/contact-messages?${params}`, { signal });
}

export const getContactMessagesQueryOptions = (query: TableQuery) =>
  queryOptions({
    queryKey: contactMessageKeys.table(query),
    queryFn: ({ signal }) => getContactMessages(query, signal),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useContactMessages = (query: TableQuery) => useQuery(getContactMessagesQueryOptions(query));

import type { ContactMessagePage, ContactMessageTableQuery } from '@crankworks/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { contactMessageKeys } from './contact-message-keys.ts';
import { tableQueryParams } from '../../../../lib/use-table-query.ts';

export const getContactMessages = (query: ContactMessageTableQuery, signal?: AbortSignal) =>
  api<ContactMessagePage>(`/contact-messages?${tableQueryParams(query)}`, { signal });

export const getContactMessagesQueryOptions = (query: ContactMessageTableQuery) =>
  queryOptions({
    queryKey: contactMessageKeys.list(query),
    queryFn: ({ signal }) => getContactMessages(query, signal),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useContactMessages = (query: ContactMessageTableQuery) =>
  useQuery(getContactMessagesQueryOptions(query));

import type { OutboxMail, OutboxPage, OutboxTableQuery } from '@crankworks/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { outboxKeys } from './outbox-keys.ts';
import { tableQueryParams } from '../../../../lib/use-table-query.ts';

export const getOutbox = (query: OutboxTableQuery, signal?: AbortSignal) =>
  api<OutboxPage>(`/admin/outbox?${tableQueryParams(query)}`, { signal });

export const useOutbox = (query: OutboxTableQuery) =>
  useQuery(
    queryOptions({
      queryKey: outboxKeys.list(query),
      queryFn: ({ signal }) => getOutbox(query, signal),
      // Keep the current page on screen while the next one loads.
      placeholderData: keepPreviousData,
    }),
  );

export const useOutboxMail = (id: string) =>
  useQuery({
    queryKey: outboxKeys.detail(id),
    queryFn: ({ signal }) => api<OutboxMail>(`/admin/outbox/${encodeURIComponent(id)}`, { signal }),
  });

import type { AdminSummary } from '@crankworks/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { orderKeys } from '../../../orders/index.ts';

export const getAdminSummary = (signal?: AbortSignal) => api<AdminSummary>('/admin/summary', { signal });

export const getAdminSummaryQueryOptions = () =>
  queryOptions({ queryKey: orderKeys.summary(), queryFn: ({ signal }) => getAdminSummary(signal) });

export const useAdminSummary = () => useQuery(getAdminSummaryQueryOptions());

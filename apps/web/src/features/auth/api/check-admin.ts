import type { AdminCheck } from '@crankworks/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { authKeys } from './auth-keys.ts';

export const checkAdmin = (email: string, signal?: AbortSignal) =>
  api<AdminCheck>(`/admin/${encodeURIComponent(email)}`, { signal });

export const adminCheckQueryOptions = (email: string) =>
  queryOptions({ queryKey: authKeys.adminCheck(email), queryFn: ({ signal }) => checkAdmin(email, signal) });

/** The admin check runs on the e-mail; its answer gates the sidebar and the admin pages. */
export function useAdminCheck(email: string | undefined) {
  return useQuery({ ...adminCheckQueryOptions(email ?? ''), enabled: Boolean(email) });
}

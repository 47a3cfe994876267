import type { AuthConfig } from '@crankworks/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { authKeys } from './auth-keys.ts';

export const getAuthConfig = (signal?: AbortSignal) => api<AuthConfig>('/auth-config', { signal });

/** Whether Google sign-in is on, and the demo logins to show (demo mode only). It never changes while running. */
export const authConfigQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.config(),
    queryFn: ({ signal }) => getAuthConfig(signal),
    staleTime: Infinity,
  });

export const useAuthConfig = () => useQuery(authConfigQueryOptions());

import type { AccountSessions } from '@crankworks/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { userKeys } from '../../auth/index.ts';

export const getAccountSessions = (signal?: AbortSignal) => api<AccountSessions>('/sessions', { signal });

export const accountSessionsQueryOptions = () =>
  queryOptions({ queryKey: userKeys.sessions(), queryFn: ({ signal }) => getAccountSessions(signal) });

/** The signed-in account's sessions, this browser's first; never their tokens. */
export const useAccountSessions = () => useQuery(accountSessionsQueryOptions());

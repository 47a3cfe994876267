import type { UserProfile } from '@crankworks/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { userKeys } from '../../auth/index.ts';

export const getProfile = (email: string, signal?: AbortSignal) =>
  api<UserProfile>(`/user/${encodeURIComponent(email)}`, { signal });

export const profileQueryOptions = (email: string) =>
  queryOptions({ queryKey: userKeys.profile(email), queryFn: ({ signal }) => getProfile(email, signal) });

export const useProfile = (email: string) => useQuery(profileQueryOptions(email));

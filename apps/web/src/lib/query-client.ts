import { QueryClient, type Query } from '@tanstack/react-query';
import { ApiRequestError } from './api-client.ts';

const MAX_RETRIES = 3;

/** The original's fetching defaults (3 retries, 1 s→30 s backoff, 5-minute cache), but a 4xx is final. */
export function shouldRetry(failureCount: number, error: unknown) {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

/**
 * Data that came with a server-rendered page and has not been fetched in this browser yet stays
 * fresh this long, so that hydrating the page does not ask for it again. Anything fetched here is
 * stale at once, as before (mutations and focus refetch it).
 */
export const PAGE_DATA_FRESH_MS = 10_000;

export const staleTime = (query: Pick<Query, 'state'>) =>
  query.state.dataUpdateCount === 0 ? PAGE_DATA_FRESH_MS : 0;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, gcTime: 5 * 60 * 1000, staleTime },
      mutations: { retry: false },
    },
  });
}

import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../../lib/api-client.ts';

/** An API error in a form JSON keeps (an Error's message is not an own enumerable property). */
interface SentError {
  status: number;
  message: string;
  field?: string;
}

/**
 * The query cache the server rendered the page from, as JSON fit for a script element: answers and
 * API errors (a missing part renders its not-found page on both sides), never a request still running.
 */
export function serializePageState(queryClient: QueryClient): string {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status !== 'pending',
  });
  for (const { state: queryState } of state.queries) {
    const error = queryState.error;
    if (error instanceof ApiRequestError)
      queryState.error = { status: error.status, message: error.message, field: error.field } as never;
  }
  // "<" escaped so that no text in the data can close the script element.
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

/**
 * Puts the server's data into the browser's cache before the first render, so that render matches
 * the HTML. The data counts as just received (by this browser's clock) and as never fetched here:
 * the query client keeps such data fresh for a moment, so hydration does not fetch it again.
 */
export function hydratePageState(queryClient: QueryClient, json: string) {
  const state = JSON.parse(json) as DehydratedState;
  const now = Date.now();
  for (const { state: queryState } of state.queries) {
    const sent = queryState.error as SentError | null;
    if (sent) queryState.error = new ApiRequestError(sent.status, sent.message, sent.field);
    Object.assign(queryState, { dataUpdatedAt: now, errorUpdatedAt: sent ? now : 0, dataUpdateCount: 0 });
  }
  hydrate(queryClient, state);
}

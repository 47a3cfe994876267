import { ApiRequestError } from './api-client.ts';

/** What to tell a person about a failed call: the server's own words, or that it was not reached. */
export function errorMessage(error: unknown) {
  if (error instanceof ApiRequestError) return error.message;
  return 'Could not reach the server. Check your connection and try again.';
}

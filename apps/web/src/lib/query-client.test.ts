import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client.ts';
import { retryDelay, shouldRetry } from './query-client.ts';

describe('shouldRetry', () => {
  it('never retries a 4xx answer', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429]) {
      expect(shouldRetry(0, new ApiRequestError(status, 'rejected'))).toBe(false);
    }
  });

  it('retries a 5xx answer at most 3 times', () => {
    const error = new ApiRequestError(503, 'unavailable');
    expect([0, 1, 2, 3, 4].map((failureCount) => shouldRetry(failureCount, error))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('retries a network failure like a 5xx', () => {
    const error = new TypeError('Failed to fetch');
    expect(shouldRetry(2, error)).toBe(true);
    expect(shouldRetry(3, error)).toBe(false);
  });
});

describe('retryDelay', () => {
  it('backs off exponentially from 1 s and never waits more than 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
  });
});

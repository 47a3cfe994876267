import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../test/render.tsx';
import { api } from './api-client.ts';
import { submissionOf, type Submission } from './submission.ts';

afterEach(() => vi.unstubAllGlobals());

/** A mutation that posts its submission, retried once after a failure as TanStack Query retries. */
function retriedOnce() {
  const client = new QueryClient();
  return new MutationObserver(client, {
    mutationFn: ({ values, idempotencyKey }: Submission<{ qty: number }>) =>
      api('/order', { method: 'POST', body: values, idempotencyKey }),
    retry: 1,
    retryDelay: 0,
  });
}

describe('a submission’s Idempotency-Key', () => {
  it('goes with every try of one submission, and a new submission has a new one', async () => {
    let calls = 0;
    const fetchMock = stubFetch(() =>
      (calls += 1) % 2 === 1
        ? jsonResponse({ message: 'busy' }, 503)
        : jsonResponse({ insertedId: 'x' }, 201),
    );
    const mutation = retriedOnce();
    await mutation.mutate(submissionOf({ qty: 2 }));
    await mutation.mutate(submissionOf({ qty: 2 }));

    const keys = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('idempotency-key'));
    expect(keys).toHaveLength(4);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[3]).toBe(keys[2]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('is sent only when a call has one', async () => {
    const fetchMock = stubFetch(() => jsonResponse({}));
    await api('/cart');
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { invalidatedBy } from '../test/query-keys.ts';
import { queryKeysFactory } from './query-key-factory.ts';

const parts = queryKeysFactory<{ page: number }>('parts');

describe('queryKeysFactory', () => {
  const everyKey = [parts.list({ page: 1 }), parts.list({ page: 2 }), parts.detail('a'), parts.detail('b')];

  it('puts every key of the resource under `all`, and no other resource’s', async () => {
    const other = queryKeysFactory<{ page: number }>('orders');
    expect(await invalidatedBy(parts.all, [...everyKey, other.list({ page: 1 })])).toEqual(everyKey);
  });

  it('refreshes every list with `lists()` and leaves the records alone', async () => {
    expect(await invalidatedBy(parts.lists(), everyKey)).toEqual([
      parts.list({ page: 1 }),
      parts.list({ page: 2 }),
    ]);
  });

  it('refreshes one record with `detail(id)`', async () => {
    expect(await invalidatedBy(parts.detail('a'), everyKey)).toEqual([parts.detail('a')]);
  });
});

import { QueryClient, type QueryKey } from '@tanstack/react-query';

/** Which of `keys` a real query client marks stale when `invalidate` is invalidated. */
export async function invalidatedBy(invalidate: QueryKey, keys: QueryKey[]) {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, 'cached');
  await client.invalidateQueries({ queryKey: invalidate, refetchType: 'none' });
  return keys.filter((key) => client.getQueryState(key)?.isInvalidated);
}

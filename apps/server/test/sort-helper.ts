import type { SortDir } from '@crankworks/contract';

/**
 * The ids a sorted admin table answers with, given its rows grouped by equal value from lowest to
 * highest: equal values go by id (a UUID's text order is its byte order), and descending is the
 * exact reverse of ascending.
 */
export function expectedOrder(groups: readonly (readonly string[])[], dir: SortDir): string[] {
  const ascending = groups.flatMap((group) => [...group].sort());
  return dir === 'asc' ? ascending : ascending.reverse();
}

export const bothWays: readonly SortDir[] = ['asc', 'desc'];

import { asc, desc, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { SortDir } from '@crankworks/contract';

type SortKey = AnyColumn | SQLWrapper;

/**
 * An admin table's ORDER BY: the chosen column's keys in the chosen direction, then the row id the
 * same way, so rows with equal values keep one order and no row shows on two pages.
 */
export function orderByChoice(dir: SortDir, keys: readonly SortKey[], id: AnyColumn): SQL[] {
  const by = dir === 'asc' ? asc : desc;
  return [...keys, id].map((key) => by(key));
}

/** Text sorts the way a reader expects, whatever its case. */
export const caseless = (column: AnyColumn) => sql`lower(${column})`;

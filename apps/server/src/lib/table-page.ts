import { count, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SortDir, TableQuery } from '@crankworks/contract';
import type { Db } from '../db/client.ts';
import { orderByChoice } from './sort.ts';

interface TablePageRequest<Table extends PgTable, Item> {
  table: Table;
  /** The row id: the last sort key, so rows with equal values keep one order across pages. */
  id: PgColumn;
  /** The table's search, already made from `query.search`; undefined for every row. */
  where: SQL | undefined;
  /** What the chosen column sorts by. */
  sortKeys: readonly SQLWrapper[];
  query: TableQuery & { dir: SortDir };
  toItem: (row: Table['$inferSelect']) => Item;
}

/** One numbered page of an admin table, in the chosen order, with the count of every matching row. */
export async function tablePage<Table extends PgTable, Item>(
  db: Db,
  { table, id, where, sortKeys, query, toItem }: TablePageRequest<Table, Item>,
) {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(...orderByChoice(query.dir, sortKeys, id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: count() })
      .from(table as PgTable)
      .where(where),
  ]);
  return {
    items: (rows as Table['$inferSelect'][]).map(toItem),
    total: totals?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

import { and, count, eq, getTableName, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SortDir, TableQuery } from '@crankworks/contract';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { containsAny } from './search.ts';
import { orderByChoice } from './sort.ts';

/** Up to this many matching rows are counted exactly (as cheap as reading one page); beyond it, PostgreSQL's estimate. */
export const EXACT_COUNT_LIMIT = 100;

/**
 * An admin table (paged, searchable, sortable): the one description its page, its search and its
 * order are made from.
 */
export interface AdminTable<Table extends PgTable, Sort extends string> {
  table: Table;
  /** The row id: the last sort key, so rows with equal values keep one order across pages. */
  id: PgColumn;
  /** A search matches the rows where any of these contains its text. */
  searchIn: readonly (PgColumn | SQL)[];
  /** Whether each of `searchIn` has a gram index (`searchIndex` in db/schema), which the search then uses. */
  searchGramIndexed: boolean;
  /**
   * What a search finds when a row also matches by what it does not hold itself (another table's
   * rows, the start of its id); `own` is the rows containing the text in `searchIn`.
   */
  widenSearch?: (own: SQL, text: string) => SQL;
  /** What each sortable column sorts by (each table has an index on these keys and the id). */
  sortKeys: Record<Sort, readonly SQLWrapper[]>;
}

/** What an admin table's request asks: a search, a column and direction to sort by, a page. */
export type AdminTableQuery<Sort extends string> = Pick<TableQuery, 'search'> & { sort: Sort; dir: SortDir };

/** The table's search, for every row when there is none. */
export function tableSearch(shape: AdminTable<PgTable, string>, search: string | undefined) {
  if (!search) return undefined;
  const own = containsAny(shape.searchIn, search, { gramIndexed: shape.searchGramIndexed });
  return own && shape.widenSearch ? shape.widenSearch(own, search) : own;
}

/** The table's ORDER BY for the chosen column and direction. */
export const tableOrder = <Sort extends string>(
  shape: AdminTable<PgTable, Sort>,
  { sort, dir }: AdminTableQuery<Sort>,
) => orderByChoice(dir, shape.sortKeys[sort], shape.id);

/** What paging needs of a request, whatever the table's row and item types. */
interface PageShape {
  table: PgTable;
  id: PgColumn;
  where: SQL | undefined;
  sortKeys: readonly SQLWrapper[];
  query: TableQuery & { dir: SortDir };
}

type Seek = { after: string } | { before: string };

/**
 * Rows after (or before) the anchor row in the chosen order, compared as one row value against the
 * anchor's own keys: an index on (keys…, id) finds them at once however deep the page is.
 */
function beyond(request: PageShape, anchor: string, forward: boolean): SQL {
  const { table, id, sortKeys, query } = request;
  const keys = sql.join([...sortKeys, id], sql`, `);
  const op = (query.dir === 'asc') === forward ? sql`>` : sql`<`;
  return sql`(${keys}) ${op} (select ${keys} from ${table} where ${id} = ${anchor})`;
}

/**
 * One page of rows, and whether more follow. `readAtLeast` reads that many rows when there are, so
 * a first page can count a short result itself (see `firstPageAndCount`).
 */
async function selectRows(db: Db, request: PageShape, seek: Seek | undefined, readAtLeast = 0) {
  const { table, id, where, sortKeys, query } = request;
  const forward = !seek || 'after' in seek;
  const dir: SortDir = forward ? query.dir : query.dir === 'asc' ? 'desc' : 'asc';
  const rows = await db
    .select()
    .from(table)
    .where(
      and(where, seek ? beyond(request, 'after' in seek ? seek.after : seek.before, forward) : undefined),
    )
    .orderBy(...orderByChoice(dir, sortKeys, id))
    .limit(Math.max(query.pageSize + 1, readAtLeast))
    .offset(seek ? 0 : (query.page - 1) * query.pageSize);
  const more = rows.length > query.pageSize;
  const page = rows.slice(0, query.pageSize);
  return { rows: forward ? page : page.reverse(), more, read: rows.length };
}

/**
 * The planner's own estimate of a whole table's rows (its density at the last VACUUM or ANALYZE,
 * times its pages now), read with the capped count in one query; null before any statistics.
 */
const tableSizeEstimate = (table: PgTable) => sql`(
  select case when reltuples >= 0 and relpages > 0
    then reltuples / relpages * (pg_relation_size(oid) / current_setting('block_size')::int) end
  from pg_class where oid = to_regclass(${`"${getTableName(table)}"`}))`;

/** How many rows match: exact while few, else PostgreSQL's estimate (counting 100k rows on every page costs too much). */
async function countRows(db: Db, table: PgTable, where: SQL | undefined) {
  const capped = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(EXACT_COUNT_LIMIT + 1)
    .as('capped');
  const [counted] = await db
    .select({
      total: count(),
      estimate: where ? sql<null>`null` : sql<number | null>`${tableSizeEstimate(table)}`,
    })
    .from(capped);
  const total = counted?.total ?? 0;
  if (total <= EXACT_COUNT_LIMIT) return { total, totalIsEstimate: false };
  const estimate = counted?.estimate;
  return estimate != null ? estimated(Number(estimate), total) : estimateRows(db, table, where, total);
}

/** An estimated total, never below `atLeast` (the rows known to exist). */
const estimated = (rows: number, atLeast: number) => ({
  total: Math.max(Math.round(rows), atLeast),
  totalIsEstimate: true,
});

/** PostgreSQL's estimate of the matching rows (by EXPLAIN), never below `atLeast`. */
async function estimateRows(db: Db, table: PgTable, where: SQL | undefined, atLeast: number) {
  const filter = where ? sql` where ${where}` : sql``;
  const [plan] = rowsOf<{ 'QUERY PLAN': unknown }>(
    await db.execute(sql`explain (format json) select 1 from ${table}${filter}`),
  );
  const raw = plan?.['QUERY PLAN'];
  const [root] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: { 'Plan Rows': number } }];
  return estimated(root.Plan['Plan Rows'], atLeast);
}

/**
 * A search's first page reads up to EXACT_COUNT_LIMIT + 1 rows in one go: when fewer match (most
 * searches), it has counted them too, and the search ran once instead of twice. Without a search,
 * counting apart is cheaper than reading 100 whole rows.
 */
async function firstPageAndCount(db: Db, request: PageShape) {
  const found = await selectRows(db, request, undefined, EXACT_COUNT_LIMIT + 1);
  const counted =
    found.read <= EXACT_COUNT_LIMIT
      ? { total: found.read, totalIsEstimate: false }
      : await estimateRows(db, request.table, request.where, found.read);
  return [found, counted] as const;
}

/** Next or Previous from a row shown; a first page, or a page number alone, has no anchor. */
const seekOf = ({ page, after, before }: TableQuery): Seek | undefined =>
  page <= 1 ? undefined : after ? { after } : before ? { before } : undefined;
const anchorOf = (seek: Seek) => ('after' in seek ? seek.after : seek.before);

const exists = async (db: Db, table: PgTable, id: PgColumn, anchor: string) =>
  (
    await db
      .select({ one: sql`1` })
      .from(table)
      .where(eq(id, anchor))
  ).length > 0;

/**
 * One page of an admin table in the chosen order, with how many rows match. Next and Previous move
 * from the last or first row shown (`after`/`before`: a keyset, flat at any depth); a page number
 * alone (a typed or shared link) is counted from the start, and so is a page whose anchor row has
 * since been deleted. `filter` narrows the rows beyond the search (Manage Orders' state).
 */
export async function tablePage<Table extends PgTable, Sort extends string, Item>(
  db: Db,
  shape: AdminTable<Table, Sort>,
  query: TableQuery & AdminTableQuery<Sort>,
  toItem: (row: Table['$inferSelect']) => Item,
  filter?: SQL,
) {
  const { table, id } = shape;
  const where = and(tableSearch(shape, query.search), filter);
  const request: PageShape = { table, id, where, sortKeys: shape.sortKeys[query.sort], query };
  const seek = seekOf(query);
  const [found, counted] =
    query.page === 1 && where
      ? await firstPageAndCount(db, request)
      : await Promise.all([selectRows(db, request, seek), countRows(db, table, where)]);
  const anchorGone = seek && found.rows.length === 0 && !(await exists(db, table, id, anchorOf(seek)));
  const { rows, more } = anchorGone ? await selectRows(db, request, undefined) : found;
  const forward = !seek || anchorGone || 'after' in seek;
  const first = rows.at(0) as { id: string } | undefined;
  const last = rows.at(-1) as { id: string } | undefined;
  return {
    items: (rows as Table['$inferSelect'][]).map(toItem),
    ...counted,
    page: query.page,
    pageSize: query.pageSize,
    // Going back, the anchor itself still follows.
    nextCursor: (more || !forward) && last ? last.id : null,
    prevCursor: query.page > 1 && first ? first.id : null,
  };
}

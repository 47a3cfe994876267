import { tableQuerySchema, type SortDir, type TableQuery, type TableSort } from '@crankworks/contract';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

export const ADMIN_PAGE_SIZE = 20;

/** A page to go to, and the row it starts after (Next) or ends before (Previous). */
export interface PageMove {
  page: number;
  after?: string;
  before?: string;
}

const cursorParams = ['after', 'before'] as const;

/** A table's query schema from the contract's `tableQueryWithSort`: its own columns and default order. */
interface SortableQuerySchema<Column extends string> {
  shape: { sort: z.ZodType<Column>; dir: z.ZodType<SortDir> };
}

/** The field's value from the URL, or its default when the URL has none or a nonsense one. */
function read<T>(field: z.ZodType<T>, value: string | null): T {
  const parsed = field.safeParse(value ?? undefined);
  return parsed.success ? parsed.data : field.parse(undefined);
}

/**
 * An admin table's page, search and order, kept in the URL (`?page=2&search=…&sort=total&dir=asc`)
 * so that reload, shared links and the Back button show the same rows. The table's schema names
 * the columns it sorts by; a nonsense value in the URL falls back to its default.
 */
export function useTableQuery<Column extends string>(
  schema: SortableQuerySchema<Column>,
  pageSize = ADMIN_PAGE_SIZE,
) {
  const [params, setParams] = useSearchParams();
  const search = tableQuerySchema.shape.search.safeParse(params.get('search') || undefined);
  const after = tableQuerySchema.shape.after.safeParse(params.get('after') ?? undefined);
  const before = tableQuerySchema.shape.before.safeParse(params.get('before') ?? undefined);
  const query: TableQuery & TableSort<Column> = {
    page: read(tableQuerySchema.shape.page, params.get('page')),
    after: after.data,
    before: before.data,
    pageSize,
    search: (search.success && search.data) || undefined,
    sort: read(schema.shape.sort, params.get('sort')),
    dir: read(schema.shape.dir, params.get('dir')),
  };

  /** A page number alone (back to the first page) or a move from the page's edge. */
  const setPage = (next: number | PageMove) =>
    setParams((current) => {
      const move = typeof next === 'number' ? { page: next } : next;
      const updated = new URLSearchParams(current);
      for (const name of cursorParams) updated.delete(name);
      if (move.page > 1) {
        updated.set('page', String(move.page));
        for (const name of cursorParams) if (move[name]) updated.set(name, move[name]);
      } else updated.delete('page');
      return updated;
    });

  /** A new search starts again at the first page. */
  const setSearch = (text: string) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      for (const name of ['page', ...cursorParams]) updated.delete(name);
      if (text.trim()) updated.set('search', text.trim());
      else updated.delete('search');
      return updated;
    });

  /**
   * A header click: the column already sorted by turns round, another one starts ascending; either
   * way back to the first page. The table's default order leaves the URL clean.
   */
  const toggleSort = (column: Column) => {
    const dir: SortDir = column === query.sort && query.dir === 'asc' ? 'desc' : 'asc';
    const isDefault = column === read(schema.shape.sort, null) && dir === read(schema.shape.dir, null);
    setParams((current) => {
      const updated = new URLSearchParams(current);
      for (const name of ['page', ...cursorParams]) updated.delete(name);
      if (isDefault) {
        updated.delete('sort');
        updated.delete('dir');
      } else {
        updated.set('sort', column);
        updated.set('dir', dir);
      }
      return updated;
    });
  };

  return { query, setPage, setSearch, toggleSort };
}

/** The API's query string for an admin table's page, search and order. */
export function tableQueryParams({
  page,
  pageSize,
  search,
  sort,
  dir,
  after,
  before,
}: TableQuery & TableSort) {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (search) params.set('search', search);
  params.set('sort', sort);
  params.set('dir', dir);
  if (after) params.set('after', after);
  else if (before) params.set('before', before);
  return params;
}

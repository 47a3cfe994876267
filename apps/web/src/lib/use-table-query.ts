import { tableQuerySchema, type SortDir, type TableQuery, type TableSort } from '@crankworks/contract';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

export const ADMIN_PAGE_SIZE = 20;

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
  const query: TableQuery & TableSort<Column> = {
    page: read(tableQuerySchema.shape.page, params.get('page')),
    pageSize,
    search: (search.success && search.data) || undefined,
    sort: read(schema.shape.sort, params.get('sort')),
    dir: read(schema.shape.dir, params.get('dir')),
  };

  const setPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 1) updated.set('page', String(next));
      else updated.delete('page');
      return updated;
    });

  /** A new search starts again at the first page. */
  const setSearch = (text: string) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.delete('page');
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
      updated.delete('page');
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
export function tableQueryParams({ page, pageSize, search, sort, dir }: TableQuery & TableSort) {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (search) params.set('search', search);
  params.set('sort', sort);
  params.set('dir', dir);
  return params;
}

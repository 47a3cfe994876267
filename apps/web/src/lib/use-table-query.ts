import { tableQuerySchema, type TableQuery } from '@crankworks/contract';
import { useSearchParams } from 'react-router';

export const ADMIN_PAGE_SIZE = 20;

/**
 * An admin table's page and search, kept in the URL (`?page=2&search=…`) so that reload, shared
 * links and the Back button show the same rows. A nonsense value in the URL falls back to its default.
 */
export function useTableQuery(pageSize = ADMIN_PAGE_SIZE) {
  const [params, setParams] = useSearchParams();
  const page = tableQuerySchema.shape.page.safeParse(params.get('page') ?? undefined);
  const search = tableQuerySchema.shape.search.safeParse(params.get('search') || undefined);
  const query: TableQuery = {
    page: page.success ? page.data : 1,
    pageSize,
    search: (search.success && search.data) || undefined,
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

  return { query, setPage, setSearch };
}

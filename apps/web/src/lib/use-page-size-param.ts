import { tableQuerySchema } from '@crankworks/contract';
import { useSearchParams } from 'react-router';
import { ADMIN_PAGE_SIZE } from './use-table-query.ts';

/** The table's page size, kept in the URL (`?pageSize=50`) beside its page and search. */
export function usePageSizeParam() {
  const [params, setParams] = useSearchParams();
  const parsed = tableQuerySchema.shape.pageSize.safeParse(params.get('pageSize') ?? undefined);
  const pageSize = parsed.success ? parsed.data : ADMIN_PAGE_SIZE;
  const setPageSize = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.delete('page');
      if (next === ADMIN_PAGE_SIZE) updated.delete('pageSize');
      else updated.set('pageSize', String(next));
      return updated;
    });
  return [pageSize, setPageSize] as const;
}

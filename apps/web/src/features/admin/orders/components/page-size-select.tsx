import { tableQuerySchema } from '@crankworks/contract';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { ADMIN_PAGE_SIZE } from '../../../../lib/use-table-query.ts';

const PAGE_SIZES = [10, 20, 50, 100] as const;

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

export function PageSizeSelect({ value, onChange }: { value: number; onChange: (pageSize: number) => void }) {
  const id = useId();
  const sizes = PAGE_SIZES.some((size) => size === value)
    ? PAGE_SIZES
    : [...PAGE_SIZES, value].sort((a, b) => a - b);
  return (
    <div className="fieldset">
      <label htmlFor={id} className="fieldset-legend">
        Rows per page
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className="select w-28"
      >
        {sizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </div>
  );
}

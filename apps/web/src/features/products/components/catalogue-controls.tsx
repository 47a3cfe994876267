import { isProductSort, PRODUCT_SORTS, type ProductSort } from '@crankworks/contract';
import { useId } from 'react';
import { TableSearch } from '../../../components/table-search.tsx';
import { sortLabel } from '../catalogue-filter.ts';

interface CatalogueControlsProps {
  q: string | undefined;
  sort: ProductSort;
  onSearch: (text: string) => void;
  onSort: (sort: ProductSort) => void;
}

/** Search the parts (names and descriptions) and choose their order. */
export function CatalogueControls({ q, sort, onSearch, onSort }: CatalogueControlsProps) {
  const sortId = useId();
  return (
    <div className="flex w-full flex-wrap items-end justify-between gap-4">
      <TableSearch
        label="Search parts"
        name="q"
        value={q}
        onSearch={onSearch}
        placeholder="e.g. chain, crankset"
      />
      <div className="fieldset">
        <label htmlFor={sortId} className="fieldset-legend">
          Sort by
        </label>
        <select
          id={sortId}
          value={sort}
          onChange={(event) => isProductSort(event.target.value) && onSort(event.target.value)}
          className="select w-56 max-w-full"
        >
          {PRODUCT_SORTS.map((option) => (
            <option key={option} value={option}>
              {sortLabel(option, Boolean(q))}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

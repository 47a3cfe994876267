import type { TableSort } from '@crankworks/contract';
import type { ReactNode } from 'react';

interface SortableHeaderProps<Column extends string> {
  column: Column;
  /** The order the table is in now. */
  current: TableSort<Column>;
  onSort: (column: Column) => void;
  children: ReactNode;
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;
const arrow = { asc: '↑', desc: '↓' } as const;

/** A column header whose button orders the table by that column; a second click reverses it. */
export function SortableHeader<Column extends string>({
  column,
  current,
  onSort,
  children,
}: SortableHeaderProps<Column>) {
  const active = current.sort === column;
  return (
    <th scope="col" aria-sort={active ? ariaSort[current.dir] : 'none'}>
      <button
        type="button"
        className="inline-flex cursor-pointer items-center gap-1 whitespace-nowrap hover:underline"
        onClick={() => onSort(column)}
      >
        {children}
        <span aria-hidden="true" className={active ? undefined : 'opacity-30'}>
          {active ? arrow[current.dir] : '↕'}
        </span>
      </button>
    </th>
  );
}

import type { TableSort } from '@crankworks/contract';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SortableHeader } from './sortable-header.tsx';

type Column = 'name' | 'total';

function renderHeaders(current: TableSort<Column>, onSort = vi.fn()) {
  render(
    <table>
      <thead>
        <tr>
          <SortableHeader column="name" current={current} onSort={onSort}>
            Name
          </SortableHeader>
          <SortableHeader column="total" current={current} onSort={onSort}>
            Total
          </SortableHeader>
        </tr>
      </thead>
    </table>,
  );
  return onSort;
}

const ariaSortOf = (name: string) => screen.getByRole('columnheader', { name }).getAttribute('aria-sort');

describe('SortableHeader', () => {
  it.each([
    ['asc', 'ascending'],
    ['desc', 'descending'],
  ] as const)('marks the sorted column %s as %s and the others as none', (dir, ariaSort) => {
    renderHeaders({ sort: 'total', dir });
    expect(ariaSortOf('Total')).toBe(ariaSort);
    expect(ariaSortOf('Name')).toBe('none');
  });

  it('asks to sort by its column when its button is clicked', async () => {
    const user = userEvent.setup();
    const onSort = renderHeaders({ sort: 'total', dir: 'asc' });
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSort).toHaveBeenCalledWith('name');
    await user.click(screen.getByRole('button', { name: 'Total' }));
    expect(onSort).toHaveBeenLastCalledWith('total');
  });
});

import { screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { emptyTablePage } from '../test/table-page.ts';
import { AdminTablePage, type AdminTable } from './admin-table-page.tsx';

type Props = ComponentProps<typeof AdminTablePage<string>>;
type Table = AdminTable<string>;

const settled = { isPending: false, isLoadingError: false, isFetching: false, error: null, refetch: vi.fn() };

function renderPage(table: Partial<Table> = {}, overrides: Partial<Props> = {}) {
  const props: Props = {
    title: 'Parts',
    search: { label: 'Search parts', placeholder: 'Name' },
    noun: { one: 'part', many: 'parts' },
    table: { list: settled, rows: ['Chain', 'Crank'], search: undefined, onSearch: vi.fn(), ...table },
    children: (rows) => (
      <ul aria-label="Parts">
        {rows.map((row) => (
          <li key={row}>{row}</li>
        ))}
      </ul>
    ),
    ...overrides,
  };
  return renderWithProviders(<AdminTablePage {...props} />);
}

const page = (page: number, total = 45) => ({
  ...emptyTablePage,
  page,
  total,
  nextCursor: 'n',
  prevCursor: 'p',
});

describe('AdminTablePage', () => {
  it('heads the page, labels its search and says it is loading', () => {
    renderPage({ list: { ...settled, isPending: true }, rows: undefined });
    expect(screen.getByRole('heading', { level: 1, name: 'Parts' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search parts' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading parts' })).toBeTruthy();
  });

  it('says what failed and retries', async () => {
    const refetch = vi.fn();
    const { user } = renderPage({
      list: { ...settled, isLoadingError: true, error: new Error('offline'), refetch },
      rows: undefined,
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('We could not load the parts.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('shows the rows with where the reader is, and moves a page', async () => {
    const onPageChange = vi.fn();
    const { user } = renderPage({ paging: { page: 2, info: page(2), onPageChange } });
    expect(within(screen.getByRole('list', { name: 'Parts' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('navigation', { name: 'Pagination' }).textContent).toContain(
      '45 parts · page 2 of 3',
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith({ page: 3, after: 'n' });
  });

  it('tells an empty list from a search that found nothing and from a page past the end', async () => {
    const { unmount } = renderPage({ rows: [] }, { emptyText: 'No parts yet. Add one.' });
    expect(screen.getByText('No parts yet. Add one.')).toBeTruthy();
    unmount();

    const searched = renderPage({ rows: [], search: 'bolt' });
    expect(screen.getByText('No parts match “bolt”.')).toBeTruthy();
    searched.unmount();

    const onPageChange = vi.fn();
    const { user } = renderPage({ rows: [], paging: { page: 4, info: page(4, 0), onPageChange } });
    expect(screen.getByText('There are no parts on this page.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Go to the first page' }));
    expect(onPageChange).toHaveBeenCalledWith({ page: 1 });
  });

  it('asks its questions in a dialog that names the row', async () => {
    const onConfirm = vi.fn();
    const { user } = renderPage(
      {},
      {
        confirms: [
          {
            action: { dialog: { open: true, pending: false, onConfirm, onCancel: vi.fn() } },
            title: 'Delete Chain?',
            confirmLabel: 'Delete',
            body: 'It leaves the catalogue.',
          },
        ],
      },
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete Chain?' });
    expect(dialog.textContent).toContain('It leaves the catalogue.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});

import {
  catalogueCsvMessages,
  type CatalogueImport,
  type ImportReport,
  type ImportRow,
} from '@crankworks/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { categoryKeys } from '../../../categories/index.ts';
import { productKeys } from '../../../products/index.ts';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../../test/render.tsx';
import { Component as ImportPartsPage } from './import-parts-page.tsx';

const csv = 'Part id,Name\n,Forge 2x11 Road Crankset 165\n';

const aRow = (row: Partial<ImportRow>): ImportRow => ({
  line: 2,
  action: 'unchanged',
  partId: null,
  name: 'Forge 2x11 Road Crankset',
  changes: [],
  problems: [],
  ...row,
});

const aReport = (rows: ImportRow[], applied = false): ImportReport => ({
  applied,
  created: rows.filter((row) => row.action === 'create').length,
  updated: rows.filter((row) => row.action === 'update').length,
  unchanged: rows.filter((row) => row.action === 'unchanged').length,
  refused: rows.filter((row) => row.action === 'refuse').length,
  rows,
});

const cleanRows = [
  aRow({
    line: 2,
    action: 'update',
    partId: 'p1',
    changes: ['Price (USD): 209.99 → 219.99', 'Stock: 4 → 6'],
  }),
  aRow({ line: 3, partId: 'p2', name: 'Chain' }),
  aRow({ line: 4, action: 'create', name: 'Forge 2x11 Road Crankset 165' }),
];
const refusedRows = [
  aRow({ line: 2, action: 'update', partId: 'p1', changes: ['Stock: 4 → 6'] }),
  aRow({
    line: 3,
    action: 'refuse',
    partId: 'p2',
    name: 'Chain',
    problems: [{ column: 'Stock', message: 'Stock must not be negative' }],
  }),
];

/** The page with the import answered by `answer` (a dry run and the import each); the bodies sent. */
function renderPage(answer: (body: CatalogueImport) => Response) {
  const fetchMock = stubFetch((_url, init) => answer(JSON.parse(String(init?.body)) as CatalogueImport));
  const rendered = renderWithProviders(<ImportPartsPage />);
  const invalidate = vi.spyOn(rendered.queryClient, 'invalidateQueries');
  const sent = () => fetchMock.mock.calls.map(([url, init]) => [url, JSON.parse(String(init?.body))]);
  return { ...rendered, invalidate, sent };
}

/** Chooses the file and checks it. */
async function check(user: ReturnType<typeof renderPage>['user'], text = csv) {
  await user.upload(screen.getByLabelText('CSV file'), new File([text], 'parts.csv', { type: 'text/csv' }));
  await user.click(screen.getByRole('button', { name: 'Check the file' }));
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('Import parts', () => {
  it('checks the file and shows a refused row first with its problem, offering no import', async () => {
    const { user, sent } = renderPage(() => jsonResponse(aReport(refusedRows)));
    await check(user);

    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      '0 new, 1 changed, 0 unchanged, 1 refused',
    );
    expect(screen.getByRole('alert').textContent).toBe(
      '1 row cannot be imported: nothing will be written until the file is fixed.',
    );
    const table = screen.getByRole('table', { name: "The file's rows that are new, changed or refused" });
    const [, refused, changed] = within(table).getAllByRole('row');
    expect(cellsOf(refused!)).toEqual(['3', 'Chain', 'Refused', 'Stock must not be negative']);
    expect(cellsOf(changed!)).toEqual(['2', 'Forge 2x11 Road Crankset', 'Changed', 'Stock: 4 → 6']);
    expect(screen.queryByRole('button', { name: /^Import/ })).toBeNull();
    expect(sent()).toEqual([['/api/admin/products/import', { csv, dryRun: true }]]);
  });

  it('offers to import the new and changed rows of a clean file, imports them and refreshes the parts', async () => {
    const { user, sent, invalidate } = renderPage(({ dryRun }) => jsonResponse(aReport(cleanRows, !dryRun)));
    await check(user);

    const changed = await screen.findByRole('row', { name: /Changed/ });
    expect(
      within(changed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Price (USD): 209.99 → 219.99', 'Stock: 4 → 6']);
    expect(screen.queryByRole('row', { name: /Chain/ })).toBeNull();
    expect(invalidate).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Import 2 rows' }));

    expect(await screen.findByText('Imported: 1 new, 1 changed')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(sent().at(-1)).toEqual(['/api/admin/products/import', { csv, dryRun: false }]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: productKeys.all });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: categoryKeys.all });
  });

  it('shows the new report when the import is refused after a clean check (the catalogue changed)', async () => {
    const { user, invalidate } = renderPage(({ dryRun }) =>
      dryRun ? jsonResponse(aReport(cleanRows)) : jsonResponse(aReport(refusedRows), 422),
    );
    await check(user);
    await user.click(await screen.findByRole('button', { name: 'Import 2 rows' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'The catalogue changed since the check: 1 row cannot be imported now, and nothing was written.',
    );
    expect(screen.getByRole('row', { name: /Stock must not be negative/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Import/ })).toBeNull();
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('shows why a file that is not the catalogue’s is refused whole, and clears it when another file is chosen', async () => {
    const message = catalogueCsvMessages.missingColumn('Stock');
    const { user } = renderPage(() => jsonResponse({ message, field: 'csv' }, 400));
    await check(user);

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    await user.upload(screen.getByLabelText('CSV file'), new File([csv], 'other.csv', { type: 'text/csv' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lists the first 200 rows of each kind and says how many more there are', async () => {
    const rows = Array.from({ length: 10_000 }, (_, index) =>
      aRow({ line: index + 2, action: index % 2 ? 'create' : 'update', changes: ['Stock: 4 → 6'] }),
    );
    const { user } = renderPage(() => jsonResponse(aReport(rows)));
    await check(user);

    expect(await screen.findByText('4800 more new rows are not listed here.')).toBeTruthy();
    expect(screen.getByText('4800 more changed rows are not listed here.')).toBeTruthy();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(401);
    expect(screen.getByRole('button', { name: 'Import 10000 rows' })).toBeTruthy();
  });

  it('asks for a file before checking one', async () => {
    const { user, sent } = renderPage(() => jsonResponse({}));
    await user.click(screen.getByRole('button', { name: 'Check the file' }));

    expect(screen.getByText('Choose the file to check first')).toBeTruthy();
    expect(screen.getByLabelText('CSV file').getAttribute('aria-invalid')).toBe('true');
    expect(sent()).toEqual([]);
  });
});

import { specMessages, type SpecDefinition, type SpecDefinitionInput } from '@crankworks/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aSpec, demoSpecList, demoSpecs } from '../../../../test/specs.ts';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../../test/render.tsx';
import { Component as SpecsPage } from './specs-page.tsx';

const { crankLength, material } = demoSpecs;
const newId = '5b2c3d40-6e7f-4a8b-9c0d-1e2f3a4b5c99';

/**
 * The specifications API over a list kept here, so that the page's reads after a change show it;
 * `refusals` answers a request ("POST /api/spec") with a refusal instead.
 */
function serveSpecs(start: SpecDefinition[], refusals: Record<string, Response> = {}) {
  let items = start;
  return stubFetch((url, init) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    const refusal = refusals[key];
    if (refusal) return refusal;
    const body = init?.body ? (JSON.parse(String(init.body)) as SpecDefinitionInput) : undefined;
    if (key === 'GET /api/specs') return jsonResponse({ items });
    if (key === 'POST /api/spec' && body) {
      const added = aSpec({ id: newId, name: body.name, kind: body.kind, unit: body.unit ?? null });
      items = [...items, added];
      return jsonResponse(added, 201);
    }
    const [, method, id] = /^(PUT|DELETE) \/api\/spec\/(.+)$/.exec(key) ?? [];
    if (method === 'PUT' && body) {
      items = items.map((item) => (item.id === id ? { ...item, ...body } : item));
      return jsonResponse(items.find((item) => item.id === id));
    }
    if (method === 'DELETE') {
      items = items.filter((item) => item.id !== id);
      return jsonResponse({ deletedCount: 1 });
    }
    throw new Error(`unexpected call ${key}`);
  });
}

const sent = (fetchMock: ReturnType<typeof stubFetch>, method: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([url, init]) => [url, init?.body === undefined ? undefined : JSON.parse(String(init.body))]);

/** Each row of the table as its cells read, the header first. */
const tableRows = () =>
  within(screen.getByRole('region', { name: 'Specifications' }))
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .getAllByRole(row.querySelector('th') ? 'columnheader' : 'cell')
        .map((cell) => cell.textContent),
    );

/** The text of the error a control names as its description. */
const errorOf = (control: HTMLElement) =>
  document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent;

const addForm = () => screen.getByRole('form', { name: 'Add specification' });

afterEach(() => vi.unstubAllGlobals());

describe('SpecsPage', () => {
  it('lists each specification with its kind in words, its unit and how many parts give it', async () => {
    serveSpecs(demoSpecList());
    renderWithProviders(<SpecsPage />);
    await screen.findByRole('region', { name: 'Specifications' });
    expect(tableRows()).toEqual([
      ['Name', 'Kind', 'Unit', 'Parts', 'Actions'],
      ['Crank length', 'Number', 'mm', '1 part', 'EditDelete'],
      ['Material', 'Text', 'None', '7 parts', 'EditDelete'],
      ['Tubeless ready', 'Yes or no', 'None', '0 parts', 'EditDelete'],
    ]);
    expect(screen.getByRole('button', { name: 'Delete Tubeless ready' })).toBeTruthy();
  });

  it('says so when there are no specifications yet', async () => {
    serveSpecs([]);
    renderWithProviders(<SpecsPage />);
    expect(await screen.findByText('No specifications yet')).toBeTruthy();
  });

  it('adds a specification of a kind, with its unit, says so and lists it; Kind stays for the next', async () => {
    const fetchMock = serveSpecs(demoSpecList());
    const { user } = renderWithProviders(<SpecsPage />, { withToasts: true });
    await screen.findByRole('region', { name: 'Specifications' });
    const form = addForm();

    await user.click(within(form).getByRole('button', { name: 'Add specification' }));
    expect(await within(form).findByText('Name is required')).toBeTruthy();
    expect(sent(fetchMock, 'POST')).toEqual([]);

    await user.type(within(form).getByLabelText('Name'), ' Arm length ');
    await user.selectOptions(within(form).getByLabelText('Kind'), 'Number');
    await user.type(within(form).getByLabelText('Unit (optional)'), 'mm');
    await user.click(within(form).getByRole('button', { name: 'Add specification' }));

    expect(await screen.findByText(specMessages.saved('Arm length'))).toBeTruthy();
    expect(sent(fetchMock, 'POST')).toEqual([
      ['/api/spec', { name: 'Arm length', kind: 'number', unit: 'mm' }],
    ]);
    await waitFor(() =>
      expect(tableRows().at(-1)).toEqual(['Arm length', 'Number', 'mm', '0 parts', 'EditDelete']),
    );
    expect(within(form).getByLabelText<HTMLInputElement>('Name').value).toBe('');
    expect(within(form).getByLabelText<HTMLInputElement>('Unit (optional)').value).toBe('');
    expect(within(form).getByLabelText<HTMLSelectElement>('Kind').value).toBe('number');
  });

  it('shows the server’s refusal of a name under the Name field', async () => {
    serveSpecs(demoSpecList(), {
      'POST /api/spec': jsonResponse({ message: specMessages.nameTaken, field: 'name' }, 409),
    });
    const { user } = renderWithProviders(<SpecsPage />);
    await screen.findByRole('region', { name: 'Specifications' });
    const name = within(addForm()).getByLabelText('Name');
    await user.type(name, 'material');
    await user.click(within(addForm()).getByRole('button', { name: 'Add specification' }));

    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf(name)).toBe(specMessages.nameTaken);
  });

  it('renames a specification and takes its unit off in place, its kind kept', async () => {
    const fetchMock = serveSpecs(demoSpecList());
    const { user } = renderWithProviders(<SpecsPage />, { withToasts: true });
    await user.click(await screen.findByRole('button', { name: 'Edit Crank length' }));
    const form = screen.getByRole('form', { name: 'Edit Crank length' });
    const name = within(form).getByLabelText<HTMLInputElement>('Name');
    const unit = within(form).getByLabelText<HTMLInputElement>('Unit (optional)');
    expect([name.value, unit.value]).toEqual(['Crank length', 'mm']);
    expect(within(form).queryByLabelText('Kind')).toBeNull();
    expect(document.activeElement).toBe(name);

    await user.clear(name);
    await user.type(name, 'Arm length');
    await user.clear(unit);
    await user.click(within(form).getByRole('button', { name: 'Save specification' }));

    expect(await screen.findByText(specMessages.saved('Arm length'))).toBeTruthy();
    expect(sent(fetchMock, 'PUT')).toEqual([
      [`/api/spec/${crankLength.id}`, { name: 'Arm length', unit: null }],
    ]);
    expect(await screen.findByRole('button', { name: 'Edit Arm length' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: /^Edit/ })).toBeNull();
  });

  it('deletes a specification only once confirmed, and says in words why one parts give stays', async () => {
    const inUse = specMessages.inUse('Material', 7);
    const fetchMock = serveSpecs(demoSpecList(), {
      [`DELETE /api/spec/${material.id}`]: jsonResponse({ message: inUse }, 409),
    });
    const { user } = renderWithProviders(<SpecsPage />, { withToasts: true });
    await user.click(await screen.findByRole('button', { name: 'Delete Crank length' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Crank length?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent(fetchMock, 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Material' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Material?' })).getByRole('button', {
        name: 'Delete specification',
      }),
    );
    expect(await screen.findByText(`Could not delete Material: ${inUse}`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Material' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Delete Crank length' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete specification' }),
    );
    expect(await screen.findByText(specMessages.deleted('Crank length'))).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit Crank length' })).toBeNull());
    expect(sent(fetchMock, 'DELETE')).toEqual([
      [`/api/spec/${material.id}`, undefined],
      [`/api/spec/${crankLength.id}`, undefined],
    ]);
  });
});

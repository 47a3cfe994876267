import { categoryMessages, type Category, type CategoryInput } from '@crankworks/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCategory, categoryTree, categoryTreeList } from '../../../../test/categories.ts';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../../test/render.tsx';
import { Component as CategoriesPage } from './categories-page.tsx';

const { drivetrain, chains, pedals } = categoryTree;
const newId = '3a1e2b40-5c6d-4e7f-8a9b-0c1d2e3f4a99';

/**
 * The categories API over a list kept here, so that the page's reads after a change show it;
 * `refusals` answers a request ("POST /api/category") with a refusal instead.
 */
function serveCategories(start: Category[], refusals: Record<string, Response> = {}) {
  let items = start;
  return stubFetch((url, init) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    const refusal = refusals[key];
    if (refusal) return refusal;
    const body = init?.body ? (JSON.parse(String(init.body)) as CategoryInput) : undefined;
    if (key === 'GET /api/categories') return jsonResponse({ items });
    if (key === 'POST /api/category' && body) {
      const added = aCategory({ id: newId, name: body.name, parentId: body.parentId ?? null });
      items = [...items, added];
      return jsonResponse(added, 201);
    }
    const [, method, id] = /^(PUT|DELETE) \/api\/category\/(.+)$/.exec(key) ?? [];
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

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

/** The text of the error a control names as its description. */
const errorOf = (control: HTMLElement) =>
  document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent;

const addForm = () => screen.getByRole('form', { name: 'Add category' });

afterEach(() => vi.unstubAllGlobals());

describe('CategoriesPage', () => {
  it('shows the tree, each category inside its parent’s item with its count of parts', async () => {
    serveCategories(categoryTreeList());
    renderWithProviders(<CategoriesPage />);
    const top = await screen.findByRole('list', { name: 'Categories' });
    const topNames = within(top)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === top)
      .map((item) => item.firstElementChild?.textContent);
    expect(topNames).toEqual(['Drivetrain3 partsEditDelete', 'Pedals0 partsEditDelete']);

    const inDrivetrain = screen.getByRole('list', { name: 'Inside Drivetrain' });
    expect(inDrivetrain.closest('li')?.textContent).toMatch(/^Drivetrain3 parts/);
    expect(within(inDrivetrain).getByText('1 part')).toBeTruthy();
    const inCranksets = within(inDrivetrain).getByRole('list', { name: 'Inside Drivetrain › Cranksets' });
    expect(within(inCranksets).getByText('Road')).toBeTruthy();
    expect(
      within(inCranksets).getByRole('button', { name: 'Delete Drivetrain › Cranksets › Road' }),
    ).toBeTruthy();

    // Road is three levels deep: nothing may go inside it.
    expect(optionsOf(within(addForm()).getByLabelText('Inside'))).toEqual([
      '(top level)',
      'Drivetrain',
      'Drivetrain › Chains',
      'Drivetrain › Cranksets',
      'Pedals',
    ]);
  });

  it('says so when there are no categories yet', async () => {
    serveCategories([]);
    renderWithProviders(<CategoriesPage />);
    expect(await screen.findByText('No categories yet')).toBeTruthy();
  });

  it('adds a category inside another, says so, and the tree shows it there; Inside stays for the next', async () => {
    const fetchMock = serveCategories(categoryTreeList());
    const { user } = renderWithProviders(<CategoriesPage />, { withToasts: true });
    await screen.findByRole('list', { name: 'Inside Drivetrain' });
    const form = addForm();

    await user.click(within(form).getByRole('button', { name: 'Add category' }));
    expect(await within(form).findByText('Name is required')).toBeTruthy();
    expect(sent(fetchMock, 'POST')).toEqual([]);

    await user.type(within(form).getByLabelText('Name'), '  Cassettes ');
    await user.selectOptions(within(form).getByLabelText('Inside'), 'Drivetrain');
    await user.click(within(form).getByRole('button', { name: 'Add category' }));

    expect(await screen.findByText(categoryMessages.saved('Cassettes'))).toBeTruthy();
    expect(sent(fetchMock, 'POST')).toEqual([
      ['/api/category', { name: 'Cassettes', parentId: drivetrain.id }],
    ]);
    const inDrivetrain = screen.getByRole('list', { name: 'Inside Drivetrain' });
    expect(await within(inDrivetrain).findByText('Cassettes')).toBeTruthy();
    expect(within(form).getByLabelText<HTMLInputElement>('Name').value).toBe('');
    expect(within(form).getByLabelText<HTMLSelectElement>('Inside').value).toBe(drivetrain.id);
  });

  it('shows the server’s refusal of a name under the Name field', async () => {
    serveCategories(categoryTreeList(), {
      'POST /api/category': jsonResponse({ message: categoryMessages.nameTaken, field: 'name' }, 409),
    });
    const { user } = renderWithProviders(<CategoriesPage />);
    await screen.findByRole('list', { name: 'Categories' });
    const name = within(addForm()).getByLabelText('Name');
    await user.type(name, 'Pedals');
    await user.click(within(addForm()).getByRole('button', { name: 'Add category' }));

    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf(name)).toBe(categoryMessages.nameTaken);
  });

  it('renames and moves a category in place, offering neither itself nor what is inside it', async () => {
    const fetchMock = serveCategories(categoryTreeList());
    const { user } = renderWithProviders(<CategoriesPage />, { withToasts: true });
    await user.click(await screen.findByRole('button', { name: 'Edit Drivetrain' }));
    const editDrivetrain = screen.getByRole('form', { name: 'Edit Drivetrain' });
    expect(optionsOf(within(editDrivetrain).getByLabelText('Inside'))).toEqual(['(top level)', 'Pedals']);
    await user.click(within(editDrivetrain).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Edit Drivetrain › Chains' }));
    const form = screen.getByRole('form', { name: 'Edit Drivetrain › Chains' });
    const name = within(form).getByLabelText<HTMLInputElement>('Name');
    expect([name.value, within(form).getByLabelText<HTMLSelectElement>('Inside').value]).toEqual([
      'Chains',
      drivetrain.id,
    ]);
    expect(document.activeElement).toBe(name);
    await user.clear(name);
    await user.type(name, 'Chains and links');
    await user.selectOptions(within(form).getByLabelText('Inside'), '(top level)');
    await user.click(within(form).getByRole('button', { name: 'Save category' }));

    expect(await screen.findByText(categoryMessages.saved('Chains and links'))).toBeTruthy();
    expect(sent(fetchMock, 'PUT')).toEqual([
      [`/api/category/${chains.id}`, { name: 'Chains and links', parentId: null }],
    ]);
    const moved = await screen.findByRole('button', { name: 'Edit Chains and links' });
    expect(moved.closest('ul')?.getAttribute('aria-label')).toBe('Categories');
    expect(screen.queryByRole('form', { name: /^Edit/ })).toBeNull();
  });

  it('shows the server’s refusal of a place under the Inside field, and keeps the form open', async () => {
    const refusal = { message: 'Inside would put a category more than 3 levels deep', field: 'parentId' };
    serveCategories(categoryTreeList(), {
      [`PUT /api/category/${drivetrain.id}`]: jsonResponse(refusal, 400),
    });
    const { user } = renderWithProviders(<CategoriesPage />, { withToasts: true });
    await user.click(await screen.findByRole('button', { name: 'Edit Drivetrain' }));
    const form = screen.getByRole('form', { name: 'Edit Drivetrain' });
    const inside = within(form).getByLabelText('Inside');
    await user.selectOptions(inside, 'Pedals');
    await user.click(within(form).getByRole('button', { name: 'Save category' }));

    await waitFor(() => expect(inside.getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf(inside)).toBe(refusal.message);
    expect(await screen.findByText(`Drivetrain was not saved: ${refusal.message}`)).toBeTruthy();
  });

  it('deletes a category only once confirmed, and says in words why one with categories inside stays', async () => {
    const fetchMock = serveCategories(categoryTreeList(), {
      [`DELETE /api/category/${drivetrain.id}`]: jsonResponse(
        { message: categoryMessages.hasChildren('Drivetrain') },
        409,
      ),
    });
    const { user } = renderWithProviders(<CategoriesPage />, { withToasts: true });
    await user.click(await screen.findByRole('button', { name: 'Delete Pedals' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Pedals?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent(fetchMock, 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Drivetrain' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Drivetrain?' })).getByRole('button', {
        name: 'Delete category',
      }),
    );
    expect(
      await screen.findByText(`Could not delete Drivetrain: ${categoryMessages.hasChildren('Drivetrain')}`),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Drivetrain' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Delete Pedals' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete category' }),
    );
    expect(await screen.findByText(categoryMessages.deleted('Pedals'))).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit Pedals' })).toBeNull());
    expect(sent(fetchMock, 'DELETE')).toEqual([
      [`/api/category/${drivetrain.id}`, undefined],
      [`/api/category/${pedals.id}`, undefined],
    ]);
  });
});

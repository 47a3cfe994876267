import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productKeys } from '../../../products/index.ts';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../../test/render.tsx';
import { Component as ManageProductsPage } from './manage-products-page.tsx';
import { aProduct } from '../../../../test/products.ts';

const products = [
  aProduct({
    _id: '6f1c2b7e-1a2b-4c3d-8e9f-000000000001',
    name: 'Rusty chainring',
    price: 19.5,
    minimumQty: 2,
  }),
  aProduct({
    _id: '6f1c2b7e-1a2b-4c3d-8e9f-000000000002',
    name: 'Shiny cassette',
    img: '/images/products/cassette.svg',
    price: 120,
    availableQty: 8,
    minimumQty: 1,
    status: 'draft',
  }),
];

function LocationProbe() {
  return <output aria-label="location">{useLocation().search}</output>;
}

/** The page at `route`: its list answered with `items`, and `answer` to a Delete. */
function renderPage(answer: () => Response, { route = '/dashboard/manageProducts', items = products } = {}) {
  const fetchMock = stubFetch((_url, init) =>
    init?.method === 'DELETE' ? answer() : jsonResponse({ items, nextCursor: null }),
  );
  const rendered = renderWithProviders(
    <Routes>
      <Route
        path="/dashboard/manageProducts"
        element={
          <>
            <ManageProductsPage />
            <LocationProbe />
          </>
        }
      />
    </Routes>,
    { route, withToasts: true },
  );
  const invalidate = vi.spyOn(rendered.queryClient, 'invalidateQueries');
  const deletes = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');
  const lists = () =>
    fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/products?'));
  return { deletes, lists, invalidate, user: rendered.user };
}

const deleteButton = (name: string) => screen.findByRole('button', { name: `Delete ${name}` });

afterEach(() => vi.unstubAllGlobals());

describe('Manage Products', () => {
  it('shows each product’s image, name, status, price, stock and minimum', async () => {
    renderPage(() => jsonResponse({}));
    const row = await screen.findByRole('row', { name: /Shiny cassette/ });
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(1, 5)).toEqual(['Draft', '$120.00', '8', '1']);
    expect(within(screen.getByRole('row', { name: /Rusty chainring/ })).getByText('On sale')).toBeTruthy();
    expect(within(row).getByRole('presentation').getAttribute('src')).toBe('/images/products/cassette.svg');
  });

  it('lists parts of every status from the admin’s list, until a status is chosen', async () => {
    const { lists } = renderPage(() => jsonResponse({}));
    await screen.findByRole('row', { name: /Shiny cassette/ });
    expect(lists()).toEqual(['/api/admin/products?limit=20']);
    const show = screen.getByLabelText('Show');
    expect(show).toHaveProperty('value', '');
    expect(
      within(show)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All products', 'On sale', 'Drafts', 'Archived']);
  });

  it('shows one status as chosen, in the URL beside the search and in the request, and says when none has it', async () => {
    const { lists, user } = renderPage(() => jsonResponse({}), {
      route: '/dashboard/manageProducts?q=chain',
      items: [],
    });
    await screen.findByText('No products match “chain”.');
    await user.selectOptions(screen.getByLabelText('Show'), 'Archived');

    await waitFor(() =>
      expect(screen.getByLabelText('location').textContent).toBe('?q=chain&status=archived'),
    );
    await waitFor(() => expect(lists().at(-1)).toBe('/api/admin/products?limit=20&q=chain&status=archived'));
    await user.selectOptions(screen.getByLabelText('Show'), 'All products');
    await waitFor(() => expect(screen.getByLabelText('location').textContent).toBe('?q=chain'));
  });

  it('reads the status from the URL', async () => {
    const { lists } = renderPage(() => jsonResponse({}), {
      route: '/dashboard/manageProducts?status=archived',
      items: [],
    });
    expect(await screen.findByText('No archived products.')).toBeTruthy();
    expect(screen.getByLabelText('Show')).toHaveProperty('value', 'archived');
    expect(lists()).toEqual(['/api/admin/products?limit=20&status=archived']);
  });

  it('lists every part for a status it does not know', async () => {
    const { lists } = renderPage(() => jsonResponse({}), {
      route: '/dashboard/manageProducts?status=sold',
      items: [],
    });
    expect(await screen.findByText('No products yet. Add one with Add Product.')).toBeTruthy();
    expect(screen.getByLabelText('Show')).toHaveProperty('value', '');
    expect(lists()).toEqual(['/api/admin/products?limit=20']);
  });

  it('downloads the whole catalogue as CSV and leads to the page that imports one', async () => {
    renderPage(() => jsonResponse({}));
    const exportLink = await screen.findByRole('link', { name: 'Export CSV of the whole catalogue' });
    expect(exportLink.getAttribute('href')).toBe('/api/admin/products/export');
    expect(exportLink.hasAttribute('download')).toBe(true);
    expect(screen.getByRole('link', { name: 'Import CSV of parts' }).getAttribute('href')).toBe(
      '/dashboard/manageProducts/import',
    );
  });

  it('asks first, offering to archive instead, and Cancel (or Escape) deletes nothing', async () => {
    const { deletes, user } = renderPage(() => jsonResponse({ deletedCount: 1, name: 'Rusty chainring' }));
    await user.click(await deleteButton('Rusty chainring'));
    const dialog = screen.getByRole('dialog', { name: 'Delete Rusty chainring?' });
    expect(within(dialog).getByText(/archive it instead/)).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(await deleteButton('Rusty chainring'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(deletes()).toEqual([]);
  });

  it('deletes after the confirmation, says "(name) deleted sucessfully" and refreshes the products', async () => {
    const { deletes, invalidate, user } = renderPage(() =>
      jsonResponse({ deletedCount: 1, name: 'Rusty chainring' }),
    );
    await user.click(await deleteButton('Rusty chainring'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Rusty chainring deleted sucessfully')).toBeTruthy();
    expect(deletes().map(([url]) => url)).toEqual([`/api/product/${products[0]?._id}`]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: productKeys.all });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('reports a refused delete and closes the dialog', async () => {
    const { user } = renderPage(() => jsonResponse({ message: 'No product with that id' }, 404));
    await user.click(await deleteButton('Shiny cassette'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Could not delete Shiny cassette: No product with that id')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

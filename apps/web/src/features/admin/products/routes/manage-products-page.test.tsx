import { screen, waitFor, within } from '@testing-library/react';
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
  }),
];

/** The first page of the catalogue, then `answer` to the Delete. */
function renderPage(answer: () => Response) {
  const fetchMock = stubFetch((_url, init) =>
    init?.method === 'DELETE' ? answer() : jsonResponse({ items: products, nextCursor: null }),
  );
  const rendered = renderWithProviders(<ManageProductsPage />, { withToasts: true });
  const invalidate = vi.spyOn(rendered.queryClient, 'invalidateQueries');
  const deletes = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');
  return { deletes, invalidate, user: rendered.user };
}

const deleteButton = (name: string) => screen.findByRole('button', { name: `Delete ${name}` });

afterEach(() => vi.unstubAllGlobals());

describe('Manage Products', () => {
  it('shows each product’s image, name, price, stock and minimum', async () => {
    renderPage(() => jsonResponse({}));
    const row = await screen.findByRole('row', { name: /Shiny cassette/ });
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(1, 4)).toEqual(['$120.00', '8', '1']);
    expect(within(row).getByRole('presentation').getAttribute('src')).toBe('/images/products/cassette.svg');
  });

  it('asks first, and Cancel (or Escape) deletes nothing', async () => {
    const { deletes, user } = renderPage(() => jsonResponse({ deletedCount: 1, name: 'Rusty chainring' }));
    await user.click(await deleteButton('Rusty chainring'));
    const dialog = screen.getByRole('dialog', { name: 'Delete Rusty chainring?' });
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

import type { ProductPage } from '@crankworks/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aFacets, aProduct, stubCatalogueFetch } from '../../../test/products.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { ProductList } from './product-list.tsx';

const page: ProductPage = { items: [aProduct({ name: 'Forge crankset' })], nextCursor: null };

const facets = aFacets({
  total: 3,
  categories: [{ value: 'cranksets', name: 'Cranksets', count: 2 }],
  prices: [
    { value: '25-50', count: 1 },
    { value: '100-250', count: 2 },
  ],
  inStock: 2,
  specs: [
    {
      key: 'crank-length',
      name: 'Crank length',
      kind: 'number',
      unit: 'mm',
      values: [
        { value: '170', count: 1 },
        { value: '172.5', count: 1 },
      ],
    },
    {
      key: 'tubeless',
      name: 'Tubeless ready',
      kind: 'yes-no',
      unit: null,
      values: [{ value: 'yes', count: 1 }],
    },
  ],
});

/** The catalogue's requests (parts and facets), without the host. */
const catalogueRequests = (fetchMock: ReturnType<typeof stubCatalogueFetch>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/products'));

function renderAt(route: string) {
  const fetchMock = stubCatalogueFetch(() => jsonResponse(page), facets);
  return { fetchMock, ...renderWithProviders(<ProductList />, { route }) };
}

/** The labels of a group's choices, in order. */
const labelsIn = (group: HTMLElement) =>
  [...group.querySelectorAll('label')].map((label) => label.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('FilterPanel', () => {
  it('offers each filter as a labelled group of a GET form, with counts, units and Yes; the search and order ride along', async () => {
    renderAt('/?q=crank&sort=price-asc');
    const form = await screen.findByRole('form', { name: 'Filter parts' });
    expect(form.getAttribute('method')).toBe('get');
    expect(labelsIn(within(form).getByRole('group', { name: 'Price' }))).toEqual([
      'Any price',
      '$25 to $50 (1)',
      '$100 to $250 (2)',
    ]);
    expect(within(form).getByRole('radio', { name: 'Any price' })).toHaveProperty('checked', true);
    expect(within(form).getByRole('checkbox', { name: 'In stock only (2)' }).getAttribute('name')).toBe(
      'stock',
    );
    expect(labelsIn(within(form).getByRole('group', { name: 'Crank length' }))).toEqual([
      '170 mm (1)',
      '172.5 mm (1)',
    ]);
    const yes = within(form).getByRole('checkbox', { name: 'Yes (1)' });
    expect([yes.getAttribute('name'), yes.getAttribute('value')]).toEqual(['spec', 'tubeless:yes']);
    expect(within(form).getByRole('link', { name: 'Cranksets (2)' }).getAttribute('href')).toBe(
      '/categories/cranksets?q=crank&sort=price-asc',
    );
    const hidden = [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')];
    expect(hidden.map((input) => [input.name, input.value])).toEqual([
      ['q', 'crank'],
      ['sort', 'price-asc'],
    ]);
    expect(within(form).getByRole('button', { name: 'Apply filters' }).getAttribute('type')).toBe('submit');
    expect(within(form).queryByRole('link', { name: 'Clear filters' })).toBeNull();
  });

  it('filters the list through the URL at each change, from the first page, and keeps the search and order', async () => {
    const { fetchMock, user } = renderAt('/?q=crank&sort=price-asc&page=2');
    const form = await screen.findByRole('form', { name: 'Filter parts' });
    await user.click(within(form).getByRole('checkbox', { name: '172.5 mm (1)' }));
    await user.click(within(form).getByRole('radio', { name: '$100 to $250 (2)' }));
    await user.click(within(form).getByRole('checkbox', { name: 'In stock only (2)' }));
    await waitFor(() =>
      expect(catalogueRequests(fetchMock)).toContain(
        '/api/products?limit=6&q=crank&sort=price-asc&price=100-250&stock=in&spec=crank-length%3A172.5',
      ),
    );
    expect(catalogueRequests(fetchMock)).toContain(
      '/api/products/facets?q=crank&price=100-250&stock=in&spec=crank-length%3A172.5',
    );
    expect(within(form).getByRole('checkbox', { name: '172.5 mm (1)' })).toHaveProperty('checked', true);
    expect(await screen.findByText('Filters (3 chosen)')).toBeTruthy();
    // "Load more" starts again from the first page.
    expect(catalogueRequests(fetchMock).filter((url) => url.includes('cursor'))).toEqual([]);
  });

  it('offers a chosen value no part has now, at 0, and Clear filters, which keeps the search and order', async () => {
    renderAt('/?q=crank&spec=crank-length:175&spec=colour:red&price=0-25&stock=in');
    const form = await screen.findByRole('form', { name: 'Filter parts' });
    expect(labelsIn(within(form).getByRole('group', { name: 'Crank length' }))).toEqual([
      '170 mm (1)',
      '172.5 mm (1)',
      '175 mm (0)',
    ]);
    expect(within(form).getByRole('checkbox', { name: '175 mm (0)' })).toHaveProperty('checked', true);
    expect(within(form).getByRole('checkbox', { name: 'red (0)' })).toHaveProperty('checked', true);
    expect(within(form).getByRole('radio', { name: 'Under $25 (0)' })).toHaveProperty('checked', true);
    expect(within(form).getByRole('link', { name: 'Clear filters' }).getAttribute('href')).toBe('/?q=crank');
  });

  it('says no parts match the filters when none do', async () => {
    stubCatalogueFetch(() => jsonResponse({ items: [], nextCursor: null }), facets);
    renderWithProviders(<ProductList />, { route: '/?stock=in' });
    expect(await screen.findByText('No parts match these filters')).toBeTruthy();
  });
});

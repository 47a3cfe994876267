import type { Product, ProductPage } from '@crankworks/contract';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { categoryTree, categoryTreeList } from '../../../test/categories.ts';
import { aProduct, stubCatalogueFetch } from '../../../test/products.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { Component as CategoryPage } from './category-page.tsx';

const crank = aProduct({ _id: crypto.randomUUID(), name: 'Road crankset 172.5 mm' });
const page = (items: Product[]): ProductPage => ({ items, nextCursor: null });

function serve(parts: Product[] = [crank]) {
  return stubCatalogueFetch((url) => {
    if (url === '/api/categories') return jsonResponse({ items: categoryTreeList() });
    if (url.startsWith('/api/products?')) return jsonResponse(page(parts));
    return jsonResponse(null);
  });
}

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/categories/:slug" element={<CategoryPage />} />
    </Routes>,
    { route },
  );

afterEach(() => vi.unstubAllGlobals());

describe('category page', () => {
  it('shows the category, the way to it, the categories inside it with parts, and its parts', async () => {
    const fetchMock = serve();
    renderAt(`/categories/${categoryTree.cranksets.slug}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Cranksets' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['All parts', 'Drivetrain', 'Cranksets']);
    expect(within(crumbs).getByRole('link', { name: 'Drivetrain' }).getAttribute('href')).toBe(
      '/categories/drivetrain',
    );
    // Road, inside Cranksets, holds no part yet: no link to an empty page.
    expect(screen.queryByRole('navigation', { name: 'Inside Cranksets' })).toBeNull();
    expect(await screen.findByRole('heading', { name: crank.name })).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/api/products?limit=6&category=cranksets',
    );
    expect(document.title).toBe('Cranksets | Crankworks');
  });

  it('links the categories inside it that hold parts, with their counts', async () => {
    serve();
    renderAt('/categories/drivetrain');
    const inside = await screen.findByRole('navigation', { name: 'Inside Drivetrain' });
    expect(
      within(inside)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Chains1', '/categories/chains'],
      ['Cranksets2', '/categories/cranksets'],
    ]);
  });

  it('says so when the category has no parts yet', async () => {
    serve([]);
    renderAt('/categories/pedals');
    expect(await screen.findByText('No parts in this category yet')).toBeTruthy();
  });

  it('shows the not-found page for a category that does not exist', async () => {
    serve();
    renderAt('/categories/no-such-thing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });
});

import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../../test/render.tsx';
import { aProductDetail } from '../../../../test/products.ts';
import { Component as EditProductPage } from './edit-product-page.tsx';

function renderPage(part: ReturnType<typeof aProductDetail>) {
  // The categories' and the specifications' lists are empty: their forms say so.
  const fetchMock = stubFetch((url) =>
    jsonResponse(url.startsWith('/api/categories') || url === '/api/specs' ? { items: [] } : part),
  );
  renderWithProviders(
    <Routes>
      <Route path="/dashboard/manageProducts/:id" element={<EditProductPage />} />
    </Routes>,
    { route: `/dashboard/manageProducts/${part._id}` },
  );
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('Edit product page', () => {
  it('reads a part that is not on sale through the admin’s API, and says visitors cannot see it', async () => {
    const draft = aProductDetail({ status: 'draft' });
    const fetchMock = renderPage(draft);

    const heading = await screen.findByRole('heading', { level: 1, name: `Edit ${draft.name}` });
    expect(within(heading.parentElement ?? heading).getByText('Draft')).toBeTruthy();
    expect(screen.getByText('Not on sale: visitors cannot see or order this part.')).toBeTruthy();
    expect(await screen.findByLabelText('Status')).toHaveProperty('value', 'draft');
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/admin/product/${draft._id}`);
  });

  it('says nothing more of a part on sale than its badge', async () => {
    const active = aProductDetail();
    renderPage(active);
    const heading = await screen.findByRole('heading', { level: 1, name: `Edit ${active.name}` });
    expect(within(heading.parentElement ?? heading).getByText('On sale')).toBeTruthy();
    expect(screen.queryByText(/visitors cannot see/)).toBeNull();
  });
});

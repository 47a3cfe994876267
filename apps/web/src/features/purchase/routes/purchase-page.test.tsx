import type { Product } from '@crankworks/contract';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { Component as PurchasePage } from './purchase-page.tsx';
import { aProductDetail } from '../../../test/products.ts';
import { aSessionAnswer } from '../../../test/users.ts';

const product = aProductDetail();
const productId = product._id;
const session = aSessionAnswer({ email: 'casey@example.com', name: 'Casey Rider' });

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/purchase/:id" element={<PurchasePage />} />
    </Routes>,
    { route: `/purchase/${productId}` },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('purchase page', () => {
  it('shows the part from GET /api/purchase/:id and the signed-in customer', async () => {
    const fetchMock = stubFetch((url) => jsonResponse(url === '/api/auth/get-session' ? session : product));
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading the part' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Carbon Crankset' })).toBeTruthy();
    expect(screen.getByText('A stiff, light crankset.')).toBeTruthy();
    expect(await screen.findByDisplayValue('casey@example.com')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(`/api/purchase/${productId}`);
  });

  it('says when the part does not exist', async () => {
    stubFetch((url) =>
      url === '/api/auth/get-session'
        ? jsonResponse(session)
        : jsonResponse({ message: 'No product with that id' }, 404),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Part not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the parts' })).toBeTruthy();
  });

  it('offers a retry when the server fails', async () => {
    stubFetch((url) =>
      url === '/api/auth/get-session'
        ? jsonResponse(session)
        : jsonResponse({ message: 'Database unavailable' }, 503),
    );
    renderPage();
    expect(await screen.findByText('We could not load this part.')).toBeTruthy();
    expect(screen.getByText('Database unavailable')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('purchase page: sold out and the saved profile', () => {
  const profile = { email: 'casey@example.com', address: '9 Chainstay Road', phone: '+44 20 7946 0000' };
  const answer = (part: Product) => (url: string) =>
    jsonResponse(
      url === '/api/auth/get-session'
        ? session
        : url.startsWith('/api/user/')
          ? { ...profile, username: 'Casey' }
          : part,
    );

  it('says Sold out and offers no order form when the stock is below the minimum', async () => {
    stubFetch(answer({ ...product, availableQty: 4 }));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Sold out' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Place Order' })).toBeNull();
    expect(screen.queryByLabelText('Quantity')).toBeNull();
  });

  it('starts the order form from the address and phone saved in the profile', async () => {
    const fetchMock = stubFetch(answer(product));
    renderPage();
    expect(await screen.findByLabelText('Address')).toHaveProperty('value', profile.address);
    expect(screen.getByLabelText('Phone')).toHaveProperty('value', profile.phone);
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/user/casey%40example.com');
  });

  it('shows the part sold out when it sells out while the customer fills in the form', async () => {
    let part: Product = product;
    stubFetch((url, init) => {
      if (init?.method !== 'POST') return answer(part)(url);
      part = { ...product, availableQty: 0 };
      return jsonResponse({ message: 'This part is sold out', field: 'orderQty' }, 400);
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Place Order' }));

    expect(await screen.findByRole('heading', { name: 'Sold out' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Place Order' })).toBeNull();
  });
});

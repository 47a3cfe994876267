import type { Product } from '@crankworks/contract';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { Component as PurchasePage } from './purchase-page.tsx';
import { aProductDetail } from '../../../test/products.ts';
import { shipmentAnswer } from '../../../test/shipment.ts';
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

describe('purchase page: sold out and the address book', () => {
  const answer = (part: Product) => (url: string, init?: RequestInit) =>
    shipmentAnswer(`${init?.method ?? 'GET'} ${url}`, init) ??
    jsonResponse(url === '/api/auth/get-session' ? session : part);

  it('says Sold out and offers no order form when the stock is below the minimum', async () => {
    stubFetch(answer({ ...product, availableQty: 4 }));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Sold out' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Place Order' })).toBeNull();
    expect(screen.queryByLabelText('Quantity')).toBeNull();
  });

  it('offers the customer’s address book, its default shipping address chosen', async () => {
    stubFetch(answer(product));
    renderPage();
    const shipping = within(await screen.findByRole('group', { name: 'Shipping address' }));
    expect(shipping.getByRole('radio', { name: /^Ada Rider, 350 Fifth Avenue/ })).toHaveProperty(
      'checked',
      true,
    );
    expect(await screen.findByRole('radio', { name: /^Standard/ })).toHaveProperty('checked', true);
  });

  it('shows the part sold out when it sells out while the customer fills in the form', async () => {
    let part: Product = product;
    stubFetch((url, init) => {
      if (url !== '/api/order') return answer(part)(url, init);
      part = { ...product, availableQty: 0 };
      return jsonResponse({ message: 'This part is sold out', field: 'orderQty' }, 400);
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Place Order' }));

    expect(await screen.findByRole('heading', { name: 'Sold out' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Place Order' })).toBeNull();
  });
});

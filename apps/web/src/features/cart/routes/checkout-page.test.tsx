import type { Cart } from '@crankworks/contract';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCart, aCartLine } from '../../../test/cart.ts';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { aProfile, aSessionAnswer } from '../../../test/users.ts';
import { Component as CheckoutPage } from './checkout-page.tsx';

const orderId = '5f0e4b1a-2c3d-4e5f-8a9b-0c1d2e3f4a5b';
const chain = aCartLine({
  productId: '0d9c8b7a-6f5e-4d3c-8b2a-190817263544',
  name: 'Chain 11s',
  price: 24.5,
  qty: 2,
  minimumQty: 1,
  lineTotal: 49,
});
const saved = { address: '9 Chainstay Road', phone: '+44 20 7946 0000' };

/** A signed-in customer with this cart and saved profile; `checkout` answers POST /api/checkout. */
function serve(cart: Cart, checkout = () => jsonResponse({ insertedId: orderId }, 201)) {
  return stubFetch((url, init) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    if (key === 'GET /api/auth/get-session') return jsonResponse(aSessionAnswer());
    if (key === 'GET /api/cart') return jsonResponse(cart);
    if (key === 'GET /api/user/rider%40example.com') return jsonResponse(aProfile(saved));
    if (key === 'POST /api/checkout') return checkout();
    throw new Error(`unexpected call ${key}`);
  });
}

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/checkout" element={<CheckoutPage />} />
      <Route path="/cart" element={<h1>Cart page</h1>} />
      <Route path="/dashboard/payment/:id" element={<h1>Payment page</h1>} />
    </Routes>,
    { route: '/checkout', withToasts: true },
  );

const placeOrder = () => screen.getByRole('button', { name: 'Place order and pay' });

afterEach(() => vi.unstubAllGlobals());

describe('checkout page', () => {
  it('lists the cart’s parts and total, and starts from the saved address and phone', async () => {
    serve(aCart([aCartLine(), chain]));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy();
    expect(await screen.findByLabelText('Address')).toHaveProperty('value', saved.address);
    expect(screen.getByLabelText('Phone')).toHaveProperty('value', saved.phone);
    const rows = within(screen.getByRole('region', { name: 'Parts in your cart' })).getAllByRole('row');
    // The phone's "6 × $19.99" under the name and the wider screens' columns are both in the page;
    // the stylesheet shows one or the other.
    expect(rows.map((row) => row.textContent)).toEqual([
      'PartQuantityUnit priceAmount',
      'Carbon Crankset6 × $19.996$19.99$119.94',
      'Chain 11s2 × $24.502$24.50$49.00',
      'TotalTotal$168.94',
    ]);
  });

  it('shows at the line, before the order is placed, a price or stock that changed since it went in', async () => {
    serve(aCart([aCartLine({ availableQty: 5 }), { ...chain, priceWas: 22 }]));
    renderPage();
    const table = within(await screen.findByRole('region', { name: 'Parts in your cart' }));
    expect(table.getByText(/^Order Less than/)).toBeTruthy();
    expect(table.getByText('Price changed: was $22.00, now $24.50 per piece')).toBeTruthy();
  });

  it('places the order and goes on to pay it', async () => {
    const fetchMock = serve(aCart([aCartLine()]));
    const { user } = renderPage();
    const phone = await screen.findByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, '555 0100');
    await user.click(placeOrder());

    expect(await screen.findByRole('heading', { name: 'Payment page' })).toBeTruthy();
    const post = fetchMock.mock.calls.find(([url]) => url === '/api/checkout');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ address: saved.address, phone: '555 0100' });
    expect(new Headers(post?.[1]?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    expect(await screen.findByText('Order Added Successfully')).toBeTruthy();
  });

  it('says at the top what no longer fits in the cart, with the way back to it', async () => {
    serve(aCart([chain]), () =>
      jsonResponse({ message: 'Chain 11s: Order Less than 2', field: 'cart' }, 409),
    );
    const { user } = renderPage();
    await screen.findByLabelText('Address');
    await user.click(placeOrder());

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Chain 11s: Order Less than 2');
    await user.click(within(alert).getByRole('link', { name: 'Back to your cart' }));
    expect(await screen.findByRole('heading', { name: 'Cart page' })).toBeTruthy();
  });

  it('shows a refused phone under its field', async () => {
    serve(aCart([chain]), () =>
      jsonResponse({ message: 'Phone must be a phone number', field: 'phone' }, 400),
    );
    const { user } = renderPage();
    await screen.findByLabelText('Phone');
    await user.click(placeOrder());

    expect(await screen.findByText('Phone must be a phone number')).toBeTruthy();
    expect(screen.getByLabelText('Phone').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for an address before sending anything', async () => {
    const fetchMock = serve(aCart([chain]));
    const { user } = renderPage();
    await user.clear(await screen.findByLabelText('Address'));
    await user.click(placeOrder());
    expect(await screen.findByText('Address is required')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/checkout')).toBe(false);
  });

  it('has nothing to check out when the cart is empty', async () => {
    serve(aCart([]));
    renderPage();
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Place order and pay' })).toBeNull();
  });
});

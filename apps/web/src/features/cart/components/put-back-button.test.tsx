import { cartMessages, putBackNotice } from '@crankworks/contract';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCart, aCartLine } from '../../../test/cart.ts';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { aSessionAnswer } from '../../../test/users.ts';
import { Component as CartPage } from '../routes/cart-page.tsx';
import { PutBackButton } from './put-back-button.tsx';

const orderId = '00000000-0000-4000-8000-000000000009';
const cart = aCart([aCartLine()]);

/** The server: the customer's session and cart, and the put-back's answer. */
function serve(putBack: () => Response) {
  return stubFetch((url, init) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    if (key === 'GET /api/auth/get-session') return jsonResponse(aSessionAnswer());
    if (key === 'GET /api/cart') return jsonResponse(cart);
    if (key === `POST /api/order/${orderId}/put-back`) return putBack();
    throw new Error(`unexpected call ${key}`);
  });
}

const renderOrders = () =>
  renderWithProviders(
    <Routes>
      <Route path="/dashboard/orders" element={<PutBackButton orderId={orderId} title="Carbon Crankset" />} />
      <Route path="/cart" element={<CartPage />} />
    </Routes>,
    { route: '/dashboard/orders', withToasts: true },
  );

afterEach(() => vi.unstubAllGlobals());

describe('Put back in cart', () => {
  it('puts the parts back and opens the cart, naming the parts left out', async () => {
    const fetchMock = serve(() => jsonResponse({ cart, leftOut: ['Tyre 28'] }));
    const { user } = renderOrders();
    await user.click(screen.getByRole('button', { name: /Put back in cart.*Carbon Crankset/ }));

    const notice = await screen.findByRole('status');
    expect(notice.textContent).toBe(putBackNotice({ leftOut: ['Tyre 28'] }));
    expect(notice.textContent).toContain('except Tyre 28');
    expect(screen.getByRole('heading', { level: 1, name: 'Your cart' })).toBeTruthy();
    const lines = await screen.findByRole('list', { name: 'Parts in your cart' });
    expect(within(lines).getByRole('heading', { name: 'Carbon Crankset' })).toBeTruthy();
    const putBacks = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/put-back'));
    expect(putBacks).toHaveLength(1);
  });

  it('says why in a toast when the server refuses, and stays', async () => {
    serve(() => jsonResponse({ message: cartMessages.notExpired }, 409));
    const { user } = renderOrders();
    await user.click(screen.getByRole('button', { name: /Put back in cart/ }));
    expect(await screen.findByText(`Not put back in your cart: ${cartMessages.notExpired}`)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Your cart' })).toBeNull();
  });
});

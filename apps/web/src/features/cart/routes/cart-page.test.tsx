import type { Cart } from '@crankworks/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCart, aCartLine } from '../../../test/cart.ts';
import { aProductDetail } from '../../../test/products.ts';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { aSessionAnswer } from '../../../test/users.ts';
import { Component as CartPage } from './cart-page.tsx';

const crankset = aCartLine();
const chain = aCartLine({
  productId: '0d9c8b7a-6f5e-4d3c-8b2a-190817263544',
  name: 'Chain 11s',
  img: '/images/chain.webp',
  price: 24.5,
  qty: 2,
  minimumQty: 1,
  availableQty: 10,
  lineTotal: 49,
});

/** The server of a signed-in customer's cart; `put` answers a quantity change. */
function serveCart(
  start: Cart,
  put = (cart: Cart, id: string, qty: number): Response => {
    const lines = cart.lines.map((line) =>
      line.productId === id ? { ...line, qty, lineTotal: Math.round(line.price * 100 * qty) / 100 } : line,
    );
    return jsonResponse(aCart(lines));
  },
) {
  let cart = start;
  return stubFetch(async (url, init) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    if (key === 'GET /api/auth/get-session') return jsonResponse(aSessionAnswer());
    if (key === 'GET /api/cart') return jsonResponse(cart);
    const id = url.replace('/api/cart/', '');
    if (init?.method === 'PUT') {
      const answer = put(cart, id, (JSON.parse(String(init.body)) as { qty: number }).qty);
      if (answer.ok) cart = (await answer.clone().json()) as Cart;
      return answer;
    }
    if (init?.method === 'DELETE') {
      cart = aCart(cart.lines.filter((line) => line.productId !== id));
      return jsonResponse(cart);
    }
    throw new Error(`unexpected call ${key}`);
  });
}

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/cart" element={<CartPage />} />
    </Routes>,
    { route: '/cart' },
  );

const lineOf = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;
const quantityOf = (name: string) => screen.getByLabelText(`Quantity of ${name}`) as HTMLInputElement;
const changesSent = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT' || init?.method === 'DELETE');

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('cart page of a signed-in customer', () => {
  it('lists each part with its picture, page, unit price, quantity and amount, then the total', async () => {
    serveCart(aCart([crankset, chain]));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Your cart' })).toBeTruthy();
    await screen.findByRole('heading', { name: 'Carbon Crankset' });
    const line = within(lineOf('Carbon Crankset'));
    expect(line.getByRole('link', { name: 'Carbon Crankset' }).getAttribute('href')).toBe(
      `/products/${crankset.productId}`,
    );
    expect(lineOf('Carbon Crankset').querySelector('img')?.getAttribute('src')).toBe(crankset.img);
    expect(line.getByText('$19.99 per piece')).toBeTruthy();
    expect(quantityOf('Carbon Crankset').value).toBe('6');
    expect(line.getByText('$119.94')).toBeTruthy();
    expect(line.getByRole('button', { name: 'Remove Carbon Crankset' })).toBeTruthy();
    expect(within(lineOf('Chain 11s')).getByText('$49.00')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Total' })).getByText('$168.94')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/checkout');
    expect(screen.queryByRole('link', { name: 'Check out as a guest' })).toBeNull();
  });

  it('refuses a quantity the part does not allow next to its line, without asking the server', async () => {
    const fetchMock = serveCart(aCart([aCartLine({ qty: 5, lineTotal: 99.95 })]));
    const { user } = renderPage();
    const quantity = await screen.findByLabelText('Quantity of Carbon Crankset');
    await user.clear(quantity);
    await user.type(quantity, '41{Enter}');
    const alert = within(lineOf('Carbon Crankset')).getByRole('alert');
    expect(alert.textContent).toBe('Order Less than 41');
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    expect(quantity.getAttribute('aria-describedby')).toBe(alert.id);

    await user.clear(quantity);
    await user.type(quantity, '5');
    await user.click(screen.getByRole('button', { name: 'Decrease the quantity of Carbon Crankset' }));
    expect(within(lineOf('Carbon Crankset')).getByRole('alert').textContent).toBe('Order More than 4');
    expect(changesSent(fetchMock)).toEqual([]);
  });

  it('steps a quantity up on the server and shows its answer', async () => {
    const fetchMock = serveCart(aCart([crankset]));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Increase the quantity of Carbon Crankset' }));
    await waitFor(() => expect(quantityOf('Carbon Crankset').value).toBe('7'));
    expect(within(lineOf('Carbon Crankset')).getAllByText('$139.93')).toHaveLength(1);
    const [[url, init] = []] = changesSent(fetchMock);
    expect(url).toBe(`/api/cart/${crankset.productId}`);
    expect(JSON.parse(String(init?.body))).toEqual({ qty: 7 });
  });

  it('follows a quantity as it is typed: once typing rests the last one is sent, and the total follows', async () => {
    const fetchMock = serveCart(aCart([crankset]));
    const { user } = renderPage();
    const field = quantityOf((await screen.findByRole('heading', { name: 'Carbon Crankset' })).textContent!);
    await user.clear(field);
    await user.type(field, '12');
    // Nothing left the field: no Enter, no Tab.
    expect(document.activeElement).toBe(field);
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: 'Total' })).getByText('$239.88')).toBeTruthy(),
    );
    expect(changesSent(fetchMock).map(([, init]) => JSON.parse(String(init?.body)) as unknown)).toEqual([
      { qty: 12 },
    ]);
  });

  it('offers the tier a line is close to, and takes it at one press', async () => {
    const near = aCartLine({ qty: 9, lineTotal: 179.91, nearTier: { minQty: 10, price: 17.5 } });
    const fetchMock = serveCart(aCart([near]), (_cart, _id, qty) =>
      jsonResponse(aCart([{ ...near, qty, price: 17.5, lineTotal: 17.5 * qty, nearTier: null }])),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add 1 more for $17.50 each' }));
    await waitFor(() => expect(quantityOf('Carbon Crankset').value).toBe('10'));
    expect(within(lineOf('Carbon Crankset')).getByText('$17.50 per piece')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /more for/ })).toBeNull();
    const [[, init] = []] = changesSent(fetchMock);
    expect(JSON.parse(String(init?.body))).toEqual({ qty: 10 });
  });

  it('shows the server’s refusal next to the line and keeps the quantity', async () => {
    serveCart(aCart([crankset]), () => jsonResponse({ message: 'Order Less than 7', field: 'qty' }, 400));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Increase the quantity of Carbon Crankset' }));
    expect((await within(lineOf('Carbon Crankset')).findByRole('alert')).textContent).toBe(
      'Order Less than 7',
    );
    expect(screen.getByText('$119.94', { selector: 'p' })).toBeTruthy();
  });

  it('removes a line and puts the focus on the page’s heading', async () => {
    const fetchMock = serveCart(aCart([crankset, chain]));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Remove Chain 11s' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Chain 11s' })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Your cart' }));
    expect(changesSent(fetchMock).map(([url, init]) => `${init?.method} ${url}`)).toEqual([
      `DELETE /api/cart/${chain.productId}`,
    ]);
  });

  it('keeps the parts of an order waiting for payment, with its deadline and Pay now', async () => {
    const orderId = '5f0e4b1a-2c3d-4e5f-8a9b-0c1d2e3f4a5b';
    serveCart({ ...aCart([chain]), awaitingPayment: [{ orderId, heldUntil: '2026-11-27T14:35:00.000Z' }] });
    renderPage();
    const waiting = within(await screen.findByRole('region', { name: 'Waiting for payment' }));
    expect(waiting.getByText(/Order #5f0e4b1a of parts in this cart is held until/)).toBeTruthy();
    expect(waiting.getByRole('link', { name: /^Pay now\W+order #5f0e4b1a/ }).getAttribute('href')).toBe(
      `/dashboard/payment/${orderId}`,
    );
    expect(screen.getByRole('heading', { name: 'Chain 11s' })).toBeTruthy();
  });

  it('names a part the shop stopped selling, until the customer dismisses it', async () => {
    const fetchMock = serveCart({ ...aCart([]), dropped: ['Forge Crankset'] });
    const { user } = renderPage();
    const note = 'No longer sold, and so no longer in your cart: Forge Crankset.';
    expect(await screen.findByText(note)).toBeTruthy();
    expect(screen.getByText('Your cart is empty')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^OK\W+remove this note/ }));
    await waitFor(() => expect(screen.queryByText(note)).toBeNull());
    expect(changesSent(fetchMock).map(([url]) => url)).toEqual(['/api/cart/dropped']);
  });

  it('shows a stock that fell below a line’s quantity at the line, and holds Checkout back', async () => {
    serveCart(aCart([{ ...chain, qty: 4, availableQty: 3 }]));
    renderPage();
    await screen.findByRole('heading', { name: 'Chain 11s' });
    expect(within(lineOf('Chain 11s')).getByText(/^Order Less than/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Checkout' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Change the quantities marked above to check out.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull();
  });

  it('says when the cart is empty and leads to the parts', async () => {
    serveCart(aCart([]));
    renderPage();
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the parts' }).getAttribute('href')).toBe('/#parts');
    expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull();
  });
});

describe('cart page of a visitor', () => {
  it('shows the cart kept in this browser with the parts as the catalogue has them, and signs in or goes on as a guest to check out', async () => {
    const part = aProductDetail();
    localStorage.setItem('crankworks.cart', JSON.stringify([{ productId: part._id, qty: 8 }]));
    stubFetch((url) => {
      if (url === '/api/auth/get-session') return jsonResponse(null);
      if (url === `/api/product/${part._id}`) return jsonResponse(part);
      throw new Error(`unexpected call ${url}`);
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: part.name })).toBeTruthy();
    expect(quantityOf(part.name).value).toBe('8');
    expect(within(screen.getByRole('region', { name: 'Total' })).getByText('$159.92')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe(
      '/login?from=%2Fcheckout',
    );
    expect(screen.getByRole('link', { name: 'Check out as a guest' }).getAttribute('href')).toBe(
      '/guest-checkout',
    );
  });

  it('prices each line of a visitor’s cart by its part’s tier, as the server will', async () => {
    const part = aProductDetail({
      price: 10,
      minimumQty: 1,
      availableQty: 500,
      tiers: [{ minQty: 50, price: 9.2 }],
    });
    localStorage.setItem('crankworks.cart', JSON.stringify([{ productId: part._id, qty: 50 }]));
    stubFetch((url) => {
      if (url === '/api/auth/get-session') return jsonResponse(null);
      if (url === `/api/product/${part._id}`) return jsonResponse(part);
      throw new Error(`unexpected call ${url}`);
    });
    renderPage();
    expect(await screen.findByText('$9.20 per piece')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Total' })).getByText('$460.00')).toBeTruthy();
  });

  it('names and prices a variant in a visitor’s cart as its own (decision 078)', async () => {
    const product = aProductDetail({ name: 'Forge Crankset', price: 189.99, minimumQty: 1 });
    const longer = {
      ...product.variants[0]!,
      _id: '0d9c8b7a-6f5e-4d3c-8b2a-190817263599',
      sku: 'FC-1725',
      values: ['172.5 mm'],
      name: 'Forge Crankset — 172.5 mm',
      price: 199.99,
    };
    const crankset = {
      ...product,
      options: ['Length'],
      variants: [{ ...product.variants[0]!, values: ['170 mm'] }, longer],
    };
    localStorage.setItem('crankworks.cart', JSON.stringify([{ productId: longer._id, qty: 2 }]));
    stubFetch((url) => {
      if (url === '/api/auth/get-session') return jsonResponse(null);
      // A variant's own address answers its product.
      if (url === `/api/product/${longer._id}`) return jsonResponse(crankset);
      throw new Error(`unexpected call ${url}`);
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Forge Crankset — 172.5 mm' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Total' })).getByText('$399.98')).toBeTruthy();
  });

  it('leaves out a part that left the catalogue and names it, until the visitor dismisses it', async () => {
    const part = aProductDetail();
    const goneId = '0d9c8b7a-6f5e-4d3c-8b2a-190817263544';
    const lines = [
      { productId: goneId, qty: 1, name: 'Forge Crankset' },
      { productId: part._id, qty: 5 },
    ];
    localStorage.setItem('crankworks.cart', JSON.stringify(lines));
    stubFetch((url) => {
      if (url === '/api/auth/get-session') return jsonResponse(null);
      if (url === `/api/product/${part._id}`) return jsonResponse(part);
      return jsonResponse({ message: 'No product with that id' }, 404);
    });
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { name: part.name })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('crankworks.cart') ?? '')).toEqual([lines[1]]),
    );
    const note = 'No longer sold, and so no longer in your cart: Forge Crankset.';
    expect(await screen.findByText(note)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^OK\W+remove this note/ }));
    await waitFor(() => expect(screen.queryByText(note)).toBeNull());
    expect(localStorage.getItem('crankworks.cart-dropped')).toBeNull();
  });
});

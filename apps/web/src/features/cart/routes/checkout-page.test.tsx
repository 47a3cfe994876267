import { addressInputOf, type Address, type Cart } from '@crankworks/contract';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCart, aCartLine } from '../../../test/cart.ts';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import {
  aQuote,
  expressId,
  home,
  shipmentAnswer,
  standardId,
  typeBerlinAddress,
} from '../../../test/shipment.ts';
import { aSessionAnswer } from '../../../test/users.ts';
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
const homeFields = addressInputOf(home);

/**
 * A signed-in customer with this cart and address book; `checkout` answers POST /api/checkout and
 * `quote` each shipping options request.
 */
function serve(
  cart: Cart,
  {
    checkout = () => jsonResponse({ insertedId: orderId }, 201),
    book = [home],
    quote = () => aQuote(),
  }: {
    checkout?: () => Response;
    book?: Address[];
    quote?: NonNullable<Parameters<typeof shipmentAnswer>[2]>['quote'];
  } = {},
) {
  return stubFetch((url, init) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    if (key === 'GET /api/auth/get-session') return jsonResponse(aSessionAnswer());
    if (key === 'GET /api/cart') return jsonResponse(cart);
    if (key === 'POST /api/checkout') return checkout();
    if (key === 'POST /api/addresses')
      return jsonResponse({ ...home, ...JSON.parse(String(init?.body)) }, 201);
    const shipment = shipmentAnswer(key, init, { book, quote });
    if (shipment) return shipment;
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
const bodyOf = (fetchMock: ReturnType<typeof stubFetch>, url: string) =>
  fetchMock.mock.calls
    .filter(([called, init]) => called === url && init?.body !== undefined)
    .map(([, init]) => JSON.parse(String(init?.body)));
const whatYouPay = async () => (await screen.findByLabelText('What you pay')).textContent;

afterEach(() => vi.unstubAllGlobals());

describe('checkout page', () => {
  it('lists the cart’s parts, starts from the default address, and shows the methods and what the order comes to', async () => {
    const fetchMock = serve(aCart([aCartLine(), chain]));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy();
    const rows = within(await screen.findByRole('region', { name: 'Parts in your cart' })).getAllByRole(
      'row',
    );
    // The phone's "6 × $19.99" under the name and the wider screens' columns are both in the page;
    // the stylesheet shows one or the other.
    expect(rows.map((row) => row.textContent)).toEqual([
      'PartQuantityUnit priceAmount',
      'Carbon Crankset6 × $19.996$19.99$119.94',
      'Chain 11s2 × $24.502$24.50$49.00',
      'TotalTotal$168.94',
    ]);
    const shipping = within(await screen.findByRole('group', { name: 'Shipping address' }));
    const saved = shipping.getByRole('radio', {
      name: 'Ada Rider, 350 Fifth Avenue, New York NY 10118, United States',
    });
    expect(saved).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Bill to the shipping address' })).toHaveProperty(
      'checked',
      true,
    );
    expect(await screen.findByRole('radio', { name: 'Standard $6.95 · 3–5 business days' })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByRole('radio', { name: 'Express $24.95 · 1–2 business days' })).toBeTruthy();
    expect(await whatYouPay()).toBe('Parts$100.00Shipping (Standard)$6.95Sales tax 4%$4.28Total$111.23');
    // Priced for the cart's lines, shipped to the saved address's state.
    expect(bodyOf(fetchMock, '/api/shipping/options')[0]).toEqual({
      to: { country: 'US', region: 'NY', vatId: '' },
      lines: [
        { productId: aCartLine().productId, qty: 6 },
        { productId: chain.productId, qty: 2 },
      ],
    });
  });

  it('shows at the line, before the order is placed, a price or stock that changed since it went in', async () => {
    serve(aCart([aCartLine({ availableQty: 5 }), { ...chain, priceWas: 22 }]));
    renderPage();
    const table = within(await screen.findByRole('region', { name: 'Parts in your cart' }));
    expect(table.getByText(/^Order Less than/)).toBeTruthy();
    expect(table.getByText('Price changed: was $22.00, now $24.50 per piece')).toBeTruthy();
  });

  it('places the order to the saved address by the method chosen, and goes on to pay it', async () => {
    const fetchMock = serve(aCart([aCartLine()]));
    const { user } = renderPage();
    await user.click(await screen.findByRole('radio', { name: /^Express/ }));
    expect(await whatYouPay()).toContain('Shipping (Express)$24.95');
    await user.click(placeOrder());

    expect(await screen.findByRole('heading', { name: 'Payment page' })).toBeTruthy();
    expect(bodyOf(fetchMock, '/api/checkout')).toEqual([{ shipTo: homeFields, shippingMethodId: expressId }]);
    const post = fetchMock.mock.calls.find(([url]) => url === '/api/checkout');
    expect(new Headers(post?.[1]?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    expect(await screen.findByText('Order Added Successfully')).toBeTruthy();
    // A saved address is not saved again.
    expect(bodyOf(fetchMock, '/api/addresses')).toEqual([]);
  });

  it('ships to a new address billed to a business elsewhere, prices the quote by its VAT ID, and keeps the new address', async () => {
    const fetchMock = serve(aCart([chain]), {
      quote: () =>
        aQuote({
          taxRate: { label: 'Reverse charge', reverseCharge: true, note: 'VAT reverse charge: Article 196' },
        }),
    });
    const { user } = renderPage();
    const shipping = await screen.findByRole('group', { name: 'Shipping address' });
    await user.click(within(shipping).getByRole('radio', { name: 'A new address' }));
    await typeBerlinAddress(user, shipping);
    await user.click(screen.getByRole('checkbox', { name: 'Bill to the shipping address' }));
    const billing = screen.getByRole('group', { name: 'Billing address' });
    await user.click(within(billing).getByRole('radio', { name: 'A new address' }));
    await typeBerlinAddress(user, billing, 'DE123456789');
    expect(await screen.findByText('VAT reverse charge: Article 196')).toBeTruthy();
    await user.click(placeOrder());

    expect(await screen.findByRole('heading', { name: 'Payment page' })).toBeTruthy();
    expect(bodyOf(fetchMock, '/api/shipping/options').at(-1)).toMatchObject({
      to: { country: 'DE', region: '', vatId: 'DE123456789' },
    });
    const [placed] = bodyOf(fetchMock, '/api/checkout');
    expect(placed).toMatchObject({
      shipTo: { fullName: 'Greta Kurbel', country: 'DE', postalCode: '10115', vatId: '' },
      billTo: { fullName: 'Greta Kurbel', country: 'DE', vatId: 'DE123456789' },
      shippingMethodId: standardId,
    });
    // "Save this address in my address book" starts ticked: the shipping address joins the book.
    expect(bodyOf(fetchMock, '/api/addresses')).toEqual([
      expect.objectContaining({ fullName: 'Greta Kurbel', line1: 'Kettenweg 5', country: 'DE' }),
    ]);
  });

  it('says plainly, before anything is sent, that no method serves the address', async () => {
    const fetchMock = serve(aCart([chain]), {
      quote: () =>
        aQuote({
          zone: null,
          options: [],
          unserved: 'We do not ship to Japan yet: write to us and we will find a way.',
        }),
    });
    const { user } = renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We do not ship to Japan yet: write to us and we will find a way.',
    );
    await user.click(placeOrder());
    expect(await screen.findByText('Shipping method is required: choose how the order ships')).toBeTruthy();
    expect(bodyOf(fetchMock, '/api/checkout')).toEqual([]);
  });

  it('says at the top what no longer fits in the cart, with the way back to it', async () => {
    serve(aCart([chain]), {
      checkout: () => jsonResponse({ message: 'Chain 11s: Order Less than 2', field: 'cart' }, 409),
    });
    const { user } = renderPage();
    await screen.findByRole('radio', { name: /^Standard/ });
    await user.click(placeOrder());

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Chain 11s: Order Less than 2');
    await user.click(within(alert).getByRole('link', { name: 'Back to your cart' }));
    expect(await screen.findByRole('heading', { name: 'Cart page' })).toBeTruthy();
  });

  it('shows a refused postal code under the field of the address typed in', async () => {
    serve(aCart([chain]), {
      book: [],
      checkout: () =>
        jsonResponse(
          { message: 'Postal code must be a ZIP code, like 10118', field: 'shipTo.postalCode' },
          400,
        ),
    });
    const { user } = renderPage();
    const shipping = await screen.findByRole('group', { name: 'Shipping address' });
    await typeBerlinAddress(user, shipping);
    await screen.findByRole('radio', { name: /^Standard/ });
    await user.click(placeOrder());

    expect(await screen.findByText('Postal code must be a ZIP code, like 10118')).toBeTruthy();
    expect(within(shipping).getByLabelText('Postal code').getAttribute('aria-invalid')).toBe('true');
  });

  it('asks for the new address’s fields before sending anything', async () => {
    const fetchMock = serve(aCart([chain]), { book: [] });
    const { user } = renderPage();
    await screen.findByRole('group', { name: 'Shipping address' });
    await user.click(placeOrder());
    expect(await screen.findByText('Full name is required')).toBeTruthy();
    expect(screen.getByText('Country must be a country we ship to')).toBeTruthy();
    expect(bodyOf(fetchMock, '/api/checkout')).toEqual([]);
  });

  it('has nothing to check out when the cart is empty', async () => {
    serve(aCart([]));
    renderPage();
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Place order and pay' })).toBeNull();
  });
});

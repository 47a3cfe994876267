import { addressInputOf, type Address } from '@crankworks/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { PurchaseForm } from './purchase-form.tsx';
import { aProductDetail } from '../../../test/products.ts';
import { aCart, aCartLine } from '../../../test/cart.ts';
import { home, shipmentAnswer, standardId } from '../../../test/shipment.ts';
import { aSessionAnswer } from '../../../test/users.ts';

const product = aProductDetail();
const user = { name: 'Casey Rider', email: 'casey@example.com' };

const homeFields = addressInputOf(home);

/** A server with the shipping options of New York; `order` answers POST /api/order. */
const serve = (order: () => Response) =>
  stubFetch((url, init) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    if (key === 'POST /api/order') return order();
    const shipment = shipmentAnswer(key, init);
    if (shipment) return shipment;
    throw new Error(`unexpected call ${key}`);
  });

const orderPosts = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([url]) => url === '/api/order');

function renderForm(book: Address[] = []) {
  return renderWithProviders(
    <Routes>
      <Route path="/purchase/:id" element={<PurchaseForm product={product} user={user} book={book} />} />
      <Route path="/dashboard/payment/:id" element={<h1>Payment page</h1>} />
    </Routes>,
    { route: `/purchase/${product._id}`, withToasts: true },
  );
}

const quantityInput = () => screen.getByLabelText('Quantity');
const orderButton = () => screen.getByRole('button', { name: 'Place Order' });

afterEach(() => vi.unstubAllGlobals());

describe('PurchaseForm', () => {
  it('shows the signed-in customer read-only and starts at the minimum quantity', () => {
    renderForm();
    expect(screen.getByLabelText('Name')).toHaveProperty('readOnly', true);
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Casey Rider');
    expect(screen.getByLabelText('E-mail')).toHaveProperty('readOnly', true);
    expect(screen.getByLabelText('E-mail')).toHaveProperty('value', 'casey@example.com');
    expect(quantityInput()).toHaveProperty('value', '5');
    expect(screen.getAllByRole('status')[0]?.textContent).toBe('$99.95');
  });

  it('asks for more below the minimum and disables the button', async () => {
    const { user: typist } = renderForm();
    await typist.clear(quantityInput());
    await typist.type(quantityInput(), '4');
    expect(screen.getByText('Order More than 4')).toBeTruthy();
    expect(quantityInput().getAttribute('aria-invalid')).toBe('true');
    expect(orderButton()).toHaveProperty('disabled', true);
  });

  it('asks for less above the stock, and recovers once the quantity is valid again', async () => {
    const { user: typist } = renderForm();
    await typist.clear(quantityInput());
    await typist.type(quantityInput(), '41');
    expect(screen.getByText('Order Less than 41')).toBeTruthy();
    expect(orderButton()).toHaveProperty('disabled', true);

    await typist.clear(quantityInput());
    await typist.type(quantityInput(), '12');
    expect(screen.queryByText(/Order (More|Less) than/)).toBeNull();
    expect(orderButton()).toHaveProperty('disabled', false);
    expect(screen.getAllByRole('status')[0]?.textContent).toBe('$239.88');
  });

  it.each([
    ['empty', ''],
    ['fractional', '6.5'],
  ])('refuses an %s quantity: the field says why, no total, and the button is off', async (_name, typed) => {
    const { user: typist } = renderForm();
    await typist.clear(quantityInput());
    if (typed) await typist.type(quantityInput(), typed);
    expect(screen.getByText('Quantity must be a whole number')).toBeTruthy();
    expect(quantityInput().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByRole('status')[0]?.textContent).toBe('—');
    expect(orderButton()).toHaveProperty('disabled', true);
  });

  it('starts from the book’s default address, and prices its shipping for the quantity chosen', async () => {
    const fetchMock = serve(() => jsonResponse({ insertedId: product._id }, 201));
    const { user: typist } = renderForm([home]);
    expect(
      within(screen.getByRole('group', { name: 'Shipping address' })).getByRole('radio', {
        name: 'Ada Rider, 350 Fifth Avenue, New York NY 10118, United States',
      }),
    ).toHaveProperty('checked', true);
    expect((await screen.findByLabelText('What you pay')).textContent).toBe(
      'Parts$100.00Shipping (Standard)$6.95Sales tax 4%$4.28Total$111.23',
    );
    await typist.clear(quantityInput());
    await typist.type(quantityInput(), '7');
    await waitFor(() =>
      expect(
        fetchMock.mock.calls
          .filter(([url]) => url === '/api/shipping/options')
          .map(([, init]) => JSON.parse(String(init?.body)).lines),
      ).toContainEqual([{ productId: product._id, qty: 7 }]),
    );
  });

  it('requires the new address before sending anything', async () => {
    const fetchMock = serve(() => jsonResponse({ insertedId: product._id }, 201));
    const { user: typist } = renderForm([]);
    await typist.click(orderButton());
    expect(await screen.findByText('Full name is required')).toBeTruthy();
    expect(screen.getByText('Phone is required')).toBeTruthy();
    expect(orderPosts(fetchMock)).toEqual([]);
  });

  it('places the order, says so and goes straight to its payment', async () => {
    const fetchMock = serve(() => jsonResponse({ insertedId: '0d9c8b7a-6f5e-4d3c-8b2a-190817263544' }, 201));
    const { user: typist } = renderForm([home]);
    await typist.clear(quantityInput());
    await typist.type(quantityInput(), '6');
    await screen.findByRole('radio', { name: /^Standard/ });
    await typist.click(orderButton());

    expect(await screen.findByRole('heading', { name: 'Payment page' })).toBeTruthy();
    expect(await screen.findByText('Order Added Successfully')).toBeTruthy();
    const [[, init] = []] = orderPosts(fetchMock);
    expect(JSON.parse(String(init?.body))).toEqual({
      productId: product._id,
      orderQty: 6,
      shipTo: homeFields,
      shippingMethodId: standardId,
    });
  });

  it('sends a key of its own with each submission, and carries one for the form posted as plain HTML', async () => {
    const fetchMock = serve(() => jsonResponse({ message: 'Not enough stock' }, 409));
    const { user: typist, container } = renderForm([home]);
    const hidden = container.querySelector<HTMLInputElement>('input[type="hidden"][name="idempotencyKey"]');
    expect(hidden?.value).toMatch(/^[0-9a-f]{32}$/);
    await screen.findByRole('radio', { name: /^Standard/ });
    for (const _ of [1, 2]) {
      await typist.click(orderButton());
      await waitFor(() => expect(orderButton()).toHaveProperty('disabled', false));
    }

    const keys = orderPosts(fetchMock).map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('reports a failure with the server message when no order was inserted', async () => {
    serve(() => jsonResponse({ message: 'Not enough stock' }, 409));
    const { user: typist } = renderForm([home]);
    await screen.findByRole('radio', { name: /^Standard/ });
    await typist.click(orderButton());

    expect(await screen.findByText('Failed to add Order: Not enough stock')).toBeTruthy();
    await waitFor(() => expect(orderButton()).toHaveProperty('disabled', false));
    expect(screen.queryByRole('heading', { name: 'My Orders page' })).toBeNull();
  });

  it('adds the quantity to the cart, and shows a refusal under the quantity until it changes', async () => {
    const fetchMock = stubFetch((url, init) => {
      if (url === '/api/auth/get-session') return jsonResponse(aSessionAnswer());
      if (url === '/api/cart') return jsonResponse(aCart([aCartLine({ qty: 38, lineTotal: 759.62 })]));
      if (init?.method === 'PUT') return jsonResponse({ message: 'Order Less than 41', field: 'qty' }, 400);
      const shipment = shipmentAnswer(`${init?.method ?? 'GET'} ${url}`, init);
      if (shipment) return shipment;
      throw new Error(`unexpected call ${url}`);
    });
    const { user: typist } = renderForm();
    await typist.click(screen.getByRole('button', { name: /Add to cart/ }));

    expect(await screen.findByText('Order Less than 41')).toBeTruthy();
    expect(quantityInput().getAttribute('aria-invalid')).toBe('true');
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toBe(`/api/cart/${product._id}`);
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ qty: 43 });

    await typist.clear(quantityInput());
    await typist.type(quantityInput(), '6');
    expect(screen.queryByText('Order Less than 41')).toBeNull();
  });

  it('prices the chosen quantity by the part’s tier, as the server will', async () => {
    const tiered = aProductDetail({
      price: 10,
      minimumQty: 1,
      availableQty: 500,
      tiers: [
        { minQty: 50, price: 9.2 },
        { minQty: 200, price: 8.5 },
      ],
    });
    const { user: typist } = renderWithProviders(<PurchaseForm product={tiered} user={user} book={[]} />);
    const [unit, total] = screen.getAllByRole('status');
    for (const [qty, each, sum] of [
      ['49', '$10.00', '$490.00'],
      ['50', '$9.20', '$460.00'],
      ['200', '$8.50', '$1,700.00'],
    ] as const) {
      await typist.clear(quantityInput());
      await typist.type(quantityInput(), qty);
      expect([unit?.textContent, total?.textContent]).toEqual([each, sum]);
    }
  });
});

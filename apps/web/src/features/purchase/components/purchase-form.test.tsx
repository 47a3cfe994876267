import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { PurchaseForm } from './purchase-form.tsx';
import { aProductDetail } from '../../../test/products.ts';
import { aCart, aCartLine } from '../../../test/cart.ts';
import { aSessionAnswer } from '../../../test/users.ts';

const product = aProductDetail();
const user = { name: 'Casey Rider', email: 'casey@example.com' };

function renderForm() {
  return renderWithProviders(
    <Routes>
      <Route path="/purchase/:id" element={<PurchaseForm product={product} user={user} />} />
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
    expect(screen.getByRole('status').textContent).toBe('$99.95');
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
    expect(screen.getByRole('status').textContent).toBe('$239.88');
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
    expect(screen.getByRole('status').textContent).toBe('—');
    expect(orderButton()).toHaveProperty('disabled', true);
  });

  it('starts from the saved address and phone when there are some', () => {
    renderWithProviders(
      <PurchaseForm product={product} user={user} saved={{ address: '1 Hub Lane', phone: '555 0100' }} />,
    );
    expect(screen.getByLabelText('Address')).toHaveProperty('value', '1 Hub Lane');
    expect(screen.getByLabelText('Phone')).toHaveProperty('value', '555 0100');
  });

  it('requires address and phone before sending anything', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ insertedId: product._id }, 201));
    const { user: typist } = renderForm();
    await typist.click(orderButton());
    expect(await screen.findByText('Address is required')).toBeTruthy();
    expect(screen.getByText('Phone is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('places the order, says so and goes straight to its payment', async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse({ insertedId: '0d9c8b7a-6f5e-4d3c-8b2a-190817263544' }, 201),
    );
    const { user: typist } = renderForm();
    await typist.clear(quantityInput());
    await typist.type(quantityInput(), '6');
    await typist.type(screen.getByLabelText('Address'), '1 Spoke Street, Gearford');
    await typist.type(screen.getByLabelText('Phone'), '+1 555 0100');
    await typist.click(orderButton());

    expect(await screen.findByRole('heading', { name: 'Payment page' })).toBeTruthy();
    expect(await screen.findByText('Order Added Successfully')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/order');
    expect(JSON.parse(String(init?.body))).toEqual({
      productId: product._id,
      orderQty: 6,
      address: '1 Spoke Street, Gearford',
      phone: '+1 555 0100',
    });
  });

  it('sends a key of its own with each submission, and carries one for the form posted as plain HTML', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ message: 'Not enough stock' }, 409));
    const { user: typist, container } = renderForm();
    const hidden = container.querySelector<HTMLInputElement>('input[type="hidden"][name="idempotencyKey"]');
    expect(hidden?.value).toMatch(/^[0-9a-f]{32}$/);
    await typist.type(screen.getByLabelText('Address'), '1 Spoke Street');
    await typist.type(screen.getByLabelText('Phone'), '555 0100');
    for (const _ of [1, 2]) {
      await typist.click(orderButton());
      await waitFor(() => expect(orderButton()).toHaveProperty('disabled', false));
    }

    const keys = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('reports a failure with the server message when no order was inserted', async () => {
    stubFetch(() => jsonResponse({ message: 'Not enough stock' }, 409));
    const { user: typist } = renderForm();
    await typist.type(screen.getByLabelText('Address'), '1 Spoke Street');
    await typist.type(screen.getByLabelText('Phone'), '555 0100');
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
    const { user: typist } = renderWithProviders(<PurchaseForm product={tiered} user={user} />);
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

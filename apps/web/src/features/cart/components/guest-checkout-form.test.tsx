import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { shipmentAnswer, standardId, typeBerlinAddress } from '../../../test/shipment.ts';
import { GuestCheckoutForm } from './guest-checkout-form.tsx';

const lines = [{ productId: '0d9c8b7a-6f5e-4d3c-8b2a-190817263544', qty: 2 }];

/** A server that quotes every address and places the guest's order. */
const serve = () =>
  stubFetch((url, init) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    if (key === 'POST /api/guest-checkout')
      return jsonResponse({ insertedId: '5f0e4b1a-2c3d-4e5f-8a9b-0c1d2e3f4a5b', orderLink: 'token-1' }, 201);
    const shipment = shipmentAnswer(key, init, { book: [] });
    if (shipment) return shipment;
    throw new Error(`unexpected call ${key}`);
  });

afterEach(() => vi.unstubAllGlobals());

describe('GuestCheckoutForm', () => {
  it('takes the visitor’s address and the method, with no book to choose from or save to', async () => {
    const fetchMock = serve();
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/guest-checkout" element={<GuestCheckoutForm lines={lines} />} />
        <Route path="/order-link/:token/pay" element={<h1>Guest payment</h1>} />
      </Routes>,
      { route: '/guest-checkout', withToasts: true },
    );
    const form = within(screen.getByRole('form', { name: 'Your details' }));
    expect(form.queryByRole('radio', { name: 'A new address' })).toBeNull();
    expect(form.queryByRole('checkbox', { name: 'Save this address in my address book' })).toBeNull();
    await user.type(form.getByLabelText('Name'), 'Gwen Guest');
    await user.type(form.getByLabelText('Email'), 'gwen@example.com');
    await typeBerlinAddress(user, form.getByRole('group', { name: 'Shipping address' }));
    expect(await form.findByRole('radio', { name: /^Standard/ })).toHaveProperty('checked', true);
    await user.click(form.getByRole('button', { name: 'Place order and pay' }));

    expect(await screen.findByRole('heading', { name: 'Guest payment' })).toBeTruthy();
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/guest-checkout') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Gwen Guest',
      email: 'gwen@example.com',
      lines,
      shipTo: expect.objectContaining({ fullName: 'Greta Kurbel', country: 'DE', postalCode: '10115' }),
      shippingMethodId: standardId,
    });
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/addresses')).toBe(false);
  });
});

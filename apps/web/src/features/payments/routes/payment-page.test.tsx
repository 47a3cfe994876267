import { orderMessages, type OrderDetail } from '@crankworks/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anOrderDetail } from '../../../test/orders.ts';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { Component as PaymentPage } from './payment-page.tsx';

const orderId = '5f0e4b1a-2c3d-4e5f-8a9b-0c1d2e3f4a5b';
const unpaidOrder = anOrderDetail({ _id: orderId });
const transactionId = 'tp_3Qx9Lm2Vw8';
const paidOrder: OrderDetail = {
  ...unpaidOrder,
  paid: true,
  status: 'paid',
  transactionId,
  paidAt: '2026-11-20T10:05:00.000Z',
};

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/dashboard/payment/:id" element={<PaymentPage />} />
    </Routes>,
    { route: `/dashboard/payment/${orderId}` },
  );
}

/** The test processor's server side: one declined card, then success. */
function stubTestProcessor(paid = { current: false }) {
  return stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (url === `/api/order/${orderId}` && method === 'GET')
      return jsonResponse(paid.current ? paidOrder : unpaidOrder);
    if (url === '/api/create-payment-intent') {
      return jsonResponse({
        clientSecret: 'tp_secret_1',
        provider: 'test',
        publishableKey: null,
        amountCents: 11994,
        currency: 'usd',
      });
    }
    if (url === '/api/test-payments/confirm') {
      const { cardNumber } = JSON.parse(String(init?.body)) as { cardNumber: string };
      if (cardNumber.startsWith('4000'))
        return jsonResponse({ message: 'Your card was declined.', code: 'card_declined' }, 402);
      if (cardNumber.endsWith('4241'))
        return jsonResponse(
          { message: 'Your card number is incorrect.', code: 'incorrect_number', field: 'cardNumber' },
          402,
        );
      return jsonResponse({ status: 'succeeded', transactionId });
    }
    if (url === `/api/order/${orderId}` && method === 'PATCH') {
      paid.current = true;
      return jsonResponse(paidOrder);
    }
    return jsonResponse({ message: `unexpected ${method} ${url}` }, 500);
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('payment page in test mode', () => {
  it('shows the order, the test-mode banner and a labelled card form', async () => {
    stubTestProcessor();
    renderPage();
    expect(await screen.findByText('Test mode: no real card is charged')).toBeTruthy();
    expect(screen.getByText('4242 4242 4242 4242')).toBeTruthy();
    expect(screen.getByText('Carbon Crankset')).toBeTruthy();
    const number = screen.getByLabelText('Card number');
    expect(number.getAttribute('autocomplete')).toBe('cc-number');
    expect(number.getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByLabelText('Expiry (MM/YY)').getAttribute('autocomplete')).toBe('cc-exp');
    expect(screen.getByLabelText('CVC').getAttribute('autocomplete')).toBe('cc-csc');
    expect(screen.getByLabelText('Postal code').getAttribute('autocomplete')).toBe('postal-code');
    expect(screen.getByRole('button', { name: 'Pay $119.94' })).toBeTruthy();
  });

  it('says a wrong card number at the Card number field too, and keeps what was typed', async () => {
    stubTestProcessor();
    const { user } = renderPage();
    const form = await screen.findByRole('form', { name: 'Card payment' });
    await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4241');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/34');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.type(screen.getByLabelText('Postal code'), '10001');
    await user.click(screen.getByRole('button', { name: 'Pay $119.94' }));

    const number = screen.getByLabelText<HTMLInputElement>('Card number');
    await waitFor(() => expect(number.getAttribute('aria-invalid')).toBe('true'));
    const atField = document.getElementById(number.getAttribute('aria-describedby') ?? '');
    expect(atField?.textContent).toBe('Your card number is incorrect.');
    expect(within(form).getByRole('alert').textContent).toBe('Your card number is incorrect.');
    expect(number.value).toBe('4242 4242 4242 4241');
    expect(screen.getByLabelText<HTMLInputElement>('CVC').value).toBe('123');
  });

  it('shows a refused card in red beneath the form, then completes with a good card', async () => {
    const fetchMock = stubTestProcessor();
    const { user } = renderPage();
    const form = await screen.findByRole('form', { name: 'Card payment' });
    await user.type(screen.getByLabelText('Card number'), '4000 0000 0000 0002');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/34');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.type(screen.getByLabelText('Postal code'), '10001');
    await user.click(screen.getByRole('button', { name: 'Pay $119.94' }));

    const alert = await within(form).findByText(
      'Your card was declined. Try another card, or ask your bank why it declined this one.',
    );
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.className).toContain('text-error');
    expect(form.lastElementChild).toBe(alert);

    await user.clear(screen.getByLabelText('Card number'));
    await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Pay $119.94' }));

    expect(await screen.findByText('Congrats, Payment Completed')).toBeTruthy();
    expect(screen.getByText(transactionId)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Card payment' })).toBeNull();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ transactionId });
    const confirm = fetchMock.mock.calls.filter(([url]) => url === '/api/test-payments/confirm').at(-1);
    expect(JSON.parse(String(confirm?.[1]?.body))).toMatchObject({
      clientSecret: 'tp_secret_1',
      expiry: '12/34',
    });
  });

  it('checks the card fields before calling the processor', async () => {
    const fetchMock = stubTestProcessor();
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Pay $119.94' }));
    expect(await screen.findByText('Card number is required')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/test-payments/confirm')).toBe(false);
  });

  it('does not offer a second payment for a paid order', async () => {
    stubTestProcessor({ current: true });
    renderPage();
    expect(await screen.findByText('This order is already paid')).toBeTruthy();
    expect(screen.getByText(transactionId)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Card payment' })).toBeNull();
  });

  it('offers no payment for a cancelled order', async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse({ ...unpaidOrder, status: 'cancelled', cancelledAt: '2026-11-20T10:05:00.000Z' }),
    );
    renderPage();
    expect(await screen.findByText(`${orderMessages.cancelled}: it can no longer be paid.`)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Card payment' })).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([`/api/order/${orderId}`]);
  });

  it('says when the order does not exist', async () => {
    stubFetch(() => jsonResponse({ message: 'No order with that id' }, 404));
    renderPage();
    expect(await screen.findByText('There is no such order.')).toBeTruthy();
  });
});

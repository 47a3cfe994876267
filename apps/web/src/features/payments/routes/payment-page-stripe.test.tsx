import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anOrderDetail } from '../../../test/orders.ts';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { Component as PaymentPage } from './payment-page.tsx';

// Stripe's browser libraries talk to js.stripe.com; here they are replaced by a stand-in.
const stripe = vi.hoisted(() => ({ confirmCardPayment: vi.fn(), loadStripe: vi.fn() }));
vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripe.loadStripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => children,
  CardElement: () => <div data-testid="stripe-card-element" />,
  useStripe: () => ({ confirmCardPayment: stripe.confirmCardPayment }),
  useElements: () => ({ getElement: () => ({ kind: 'card' }) }),
}));

const orderId = '5f0e4b1a-2c3d-4e5f-8a9b-0c1d2e3f4a5b';
const order = anOrderDetail({ _id: orderId, productId: null });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('payment page in Stripe mode', () => {
  it('confirms with Stripe, shows its card error in red, then records the payment intent on the order', async () => {
    const fetchMock = stubFetch((url, init) => {
      if (url === '/api/create-payment-intent') {
        return jsonResponse({
          clientSecret: 'pi_1_secret_2',
          provider: 'stripe',
          publishableKey: 'pk_test_123',
          amountCents: 11994,
          currency: 'usd',
        });
      }
      if (init?.method === 'PATCH')
        return jsonResponse({ ...order, paid: true, status: 'paid', transactionId: 'pi_1' });
      return jsonResponse(order);
    });
    stripe.confirmCardPayment
      .mockResolvedValueOnce({ error: { message: 'Your card was declined.' } })
      .mockResolvedValueOnce({ paymentIntent: { id: 'pi_1', status: 'succeeded' } });
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/dashboard/payment/:id" element={<PaymentPage />} />
      </Routes>,
      { route: `/dashboard/payment/${orderId}` },
    );

    expect(await screen.findByTestId('stripe-card-element')).toBeTruthy();
    expect(screen.queryByText('Test mode: no real card is charged')).toBeNull();
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_123');

    await user.click(screen.getByRole('button', { name: 'Pay $119.94' }));
    const form = screen.getByRole('form', { name: 'Card payment' });
    const cardError = await within(form).findByText('Your card was declined.');
    expect(cardError.className).toContain('text-error');
    expect(stripe.confirmCardPayment).toHaveBeenCalledWith('pi_1_secret_2', {
      payment_method: { card: { kind: 'card' } },
    });

    await user.click(screen.getByRole('button', { name: 'Pay $119.94' }));
    expect(await screen.findByText('Congrats, Payment Completed')).toBeTruthy();
    expect(screen.getByText('pi_1')).toBeTruthy();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ transactionId: 'pi_1' });
  });
});

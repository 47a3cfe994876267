import type { Order } from '@crankworks/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onAuthFailure } from '../../../lib/api-client.ts';
import { anOrder } from '../../../test/orders.ts';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { MyOrdersList } from './my-orders-list.tsx';

const email = 'casey@example.com';
const baseOrder = anOrder({ _id: '00000000-0000-4000-8000-000000000001', userEmail: email });
const unpaid = baseOrder;
const paid: Order = {
  ...baseOrder,
  _id: '00000000-0000-4000-8000-000000000002',
  name: 'Disc Brake Rotor',
  paid: true,
  status: 'paid',
  transactionId: 'tp_paid_123',
  paidAt: '2026-11-20T10:05:00.000Z',
  heldUntil: null,
};
const shipped: Order = {
  ...paid,
  _id: '00000000-0000-4000-8000-000000000003',
  name: 'Chain Ring',
  shipped: true,
  status: 'shipped',
  transactionId: 'tp_shipped_456',
  shippedAt: '2026-11-21T09:00:00.000Z',
};

const card = (name: string) => screen.getByRole('article', { name: `Order of ${name}` });

afterEach(() => vi.unstubAllGlobals());

describe('MyOrdersList', () => {
  it('asks for the signed-in customer’s own orders and marks each state', async () => {
    const fetchMock = stubFetch(() => jsonResponse([unpaid, paid, shipped]));
    renderWithProviders(<MyOrdersList email={email} />);

    await screen.findByRole('article', { name: 'Order of Carbon Crankset' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/order?email=casey%40example.com');

    const payNow = within(card('Carbon Crankset')).getByRole('link', { name: /Pay Now/ });
    expect(payNow.getAttribute('href')).toBe(`/dashboard/payment/${unpaid._id}`);

    const paidCard = within(card('Disc Brake Rotor'));
    expect(paidCard.getByText('Paid')).toBeTruthy();
    expect(paidCard.getByText('tp_paid_123')).toBeTruthy();
    expect(paidCard.queryByRole('link', { name: /Pay Now/ })).toBeNull();
    expect(paidCard.queryByRole('button', { name: /Cancel/ })).toBeNull();

    const details = paidCard.getByRole('link', { name: 'Details of the order of Disc Brake Rotor' });
    expect(details.getAttribute('href')).toBe(`/dashboard/orders/${paid._id}`);

    const shippedCard = within(card('Chain Ring'));
    expect(shippedCard.getByText('Shipped')).toBeTruthy();
    expect(shippedCard.getByText('tp_shipped_456')).toBeTruthy();
    expect(shippedCard.queryByRole('link', { name: /Pay Now/ })).toBeNull();
  });

  it('cancels an unpaid order only after confirmation, then refreshes the list', async () => {
    let orders = [unpaid, paid];
    const fetchMock = stubFetch((url, init) => {
      if (init?.method === 'DELETE') {
        orders = orders.filter((order) => url !== `/api/order/${order._id}`);
        return jsonResponse({ deletedCount: 1 });
      }
      return jsonResponse(orders);
    });
    const { user } = renderWithProviders(<MyOrdersList email={email} />, { withToasts: true });
    await screen.findByRole('article', { name: 'Order of Carbon Crankset' });

    await user.click(within(card('Carbon Crankset')).getByRole('button', { name: /Cancel/ }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await user.click(within(card('Carbon Crankset')).getByRole('button', { name: /Cancel/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel order' }));

    expect(await screen.findByText('Your order of Carbon Crankset was cancelled')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Order of Carbon Crankset' })).toBeNull(),
    );
    expect(screen.getByRole('article', { name: 'Order of Disc Brake Rotor' })).toBeTruthy();
    const deleteCall = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(deleteCall?.[0]).toBe(`/api/order/${unpaid._id}`);
  });

  it('says until when an unpaid order is held, and offers an expired one its action instead of paying', async () => {
    const expired: Order = {
      ...baseOrder,
      _id: '00000000-0000-4000-8000-000000000004',
      name: 'Brake Pads',
      status: 'expired',
      cancelledAt: '2026-11-20T10:30:00.000Z',
      expiredAt: '2026-11-20T10:30:00.000Z',
      heldUntil: null,
    };
    stubFetch(() => jsonResponse([unpaid, expired]));
    const PutBack = ({ title }: { orderId: string; title: string }) => (
      <button type="button">Put back in cart {title}</button>
    );
    renderWithProviders(<MyOrdersList email={email} expiredAction={PutBack} />);

    const unpaidCard = within(await screen.findByRole('article', { name: 'Order of Carbon Crankset' }));
    const heldUntil = unpaidCard.getByText('Held until').nextElementSibling?.querySelector('time');
    expect(heldUntil?.getAttribute('dateTime')).toBe(unpaid.heldUntil);
    expect(heldUntil?.textContent).toMatch(/\d{1,2}:\d{2}\s[AP]M$/);
    expect(unpaidCard.queryByRole('button', { name: /Put back in cart/ })).toBeNull();

    const expiredCard = within(card('Brake Pads'));
    expect(expiredCard.getByText('Expired', { selector: '.badge' })).toBeTruthy();
    expect(expiredCard.queryByText('Held until')).toBeNull();
    expect(expiredCard.queryByRole('link', { name: /Pay Now/ })).toBeNull();
    expect(expiredCard.queryByRole('button', { name: /Cancel/ })).toBeNull();
    expect(expiredCard.getByRole('button', { name: 'Put back in cart Brake Pads' })).toBeTruthy();
  });

  it('names an order of several parts by the first "and N more", with how many parts', async () => {
    stubFetch(() => jsonResponse([{ ...unpaid, lineCount: 3 }]));
    renderWithProviders(<MyOrdersList email={email} />);
    const order = within(await screen.findByRole('article', { name: 'Order of Carbon Crankset and 2 more' }));
    expect(order.getByRole('heading', { name: 'Carbon Crankset and 2 more' })).toBeTruthy();
    expect(order.getByText('Parts').nextElementSibling?.textContent).toBe('3');
    expect(order.queryByText('Quantity')).toBeNull();
  });

  it('points to the catalogue when there are no orders', async () => {
    stubFetch(() => jsonResponse([]));
    renderWithProviders(<MyOrdersList email={email} />);
    expect(await screen.findByText('You have not ordered anything yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the parts' }).getAttribute('href')).toBe('/#parts');
  });

  it('reports a 401 to the sign-out listener', async () => {
    stubFetch(() => jsonResponse({ message: 'Sign in first' }, 401));
    const listener = vi.fn();
    const stopListening = onAuthFailure(listener);
    renderWithProviders(<MyOrdersList email={email} />);
    expect(await screen.findByText('We could not load your orders.')).toBeTruthy();
    expect(listener).toHaveBeenCalledWith(401);
    stopListening();
  });
});

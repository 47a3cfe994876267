import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetail, Refund } from '@crankworks/contract';
import { anOrderDetail } from '../../../../test/orders.ts';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../../test/render.tsx';
import { RefundPanel } from './refund-panel.tsx';

afterEach(() => vi.unstubAllGlobals());

const line = (lineNo: number, name: string, price: number, qty: number) => ({
  lineNo,
  shippedQty: 0,
  leftToShipQty: qty,
  productId: null,
  name,
  description: '',
  price,
  qty,
  lineTotal: price * qty,
});
const aRefund = (overrides: Partial<Refund> = {}): Refund => ({
  id: 'f1a2b3c4-0000-4000-8000-000000000001',
  amount: 7.5,
  lines: [{ lineNo: 2, qty: 1 }],
  restock: true,
  reason: 'Bent link',
  status: 'succeeded',
  failure: null,
  createdAt: '2026-11-21T09:00:00.000Z',
  ...overrides,
});
/** A paid two-line order: 2 × Crankset at $20, 3 × Chain at $7.50 ($62.50). */
const paidOrder = (overrides: Partial<OrderDetail> = {}) =>
  anOrderDetail({
    paid: true,
    status: 'paid',
    paidAt: '2026-11-20T10:05:00.000Z',
    total: 62.5,
    lines: [line(1, 'Crankset', 20, 2), line(2, 'Chain', 7.5, 3)],
    paidTotal: 62.5,
    refundedTotal: 0,
    netTotal: 62.5,
    refunds: [],
    ...overrides,
  });

const sentBodies = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([url, init]) => [url, JSON.parse(String(init?.body))]);

/** The Idempotency-Key each call sent: one per submission (decision 058). */
const keysSent = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));

const confirmRefund = async (user: ReturnType<typeof renderWithProviders>['user']) => {
  const dialog = await screen.findByRole('dialog', { name: 'Refund this order?' });
  await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
};

describe('RefundPanel', () => {
  it('refunds an amount after asking, and says so', async () => {
    const order = paidOrder();
    const fetchMock = stubFetch(() => jsonResponse(aRefund({ amount: 10, lines: [] }), 201));
    const { user } = renderWithProviders(<RefundPanel order={order} />, { withToasts: true });
    await user.type(screen.getByLabelText('Amount (USD)'), '10');
    await user.type(screen.getByLabelText('Reason'), 'Late delivery');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    expect(screen.getByRole('dialog').textContent).toContain('$10.00 goes back to Casey Rider’s card');
    await confirmRefund(user);
    expect(await screen.findByText('$10.00 refunded to Casey Rider')).toBeTruthy();
    expect(sentBodies(fetchMock)).toEqual([
      [`/api/order/${order._id}/refunds`, { amount: 10, reason: 'Late delivery' }],
    ]);
    expect(keysSent(fetchMock)).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/)]);
  });

  it('refunds pieces of lines, restocking them unless told not to', async () => {
    const order = paidOrder({ refunds: [aRefund()] });
    const fetchMock = stubFetch(() => jsonResponse(aRefund({ amount: 35 }), 201));
    const { user } = renderWithProviders(<RefundPanel order={order} />);
    await user.click(screen.getByLabelText('By lines'));
    await user.type(screen.getByLabelText('Crankset ($20.00 each, 2 left)'), '1');
    await user.type(screen.getByLabelText('Chain ($7.50 each, 2 left)'), '2');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    expect(screen.getByRole('dialog').textContent).toContain('$35.00 goes back');
    await confirmRefund(user);
    await vi.waitFor(() =>
      expect(sentBodies(fetchMock)).toEqual([
        [
          `/api/order/${order._id}/refunds`,
          {
            lines: [
              { lineNo: 1, qty: 1 },
              { lineNo: 2, qty: 2 },
            ],
            restock: true,
          },
        ],
      ]),
    );
  });

  it('sends each line by its number, not by its place in the list, and shows a refusal under it', async () => {
    const order = paidOrder({ lines: [line(2, 'Chain', 7.5, 3), line(1, 'Crankset', 20, 2)] });
    const fetchMock = stubFetch(() =>
      jsonResponse(
        { message: 'Quantity must be at most 1: what is left of line 1', field: 'lines.0.qty' },
        400,
      ),
    );
    const { user } = renderWithProviders(<RefundPanel order={order} />);
    await user.click(screen.getByLabelText('By lines'));
    await user.type(screen.getByLabelText('Crankset ($20.00 each, 2 left)'), '2');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    expect(screen.getByRole('dialog').textContent).toContain('$40.00 goes back');
    await confirmRefund(user);
    await vi.waitFor(() =>
      expect(sentBodies(fetchMock)).toEqual([
        [`/api/order/${order._id}/refunds`, { lines: [{ lineNo: 1, qty: 2 }], restock: true }],
      ]),
    );
    const refusal = await screen.findByText('Quantity must be at most 1: what is left of line 1');
    expect(screen.getByLabelText('Crankset ($20.00 each, 2 left)').getAttribute('aria-describedby')).toBe(
      refusal.id,
    );
  });

  it('refuses a bad amount in the form, before asking the server', async () => {
    const fetchMock = stubFetch(() => jsonResponse({}));
    const { user } = renderWithProviders(<RefundPanel order={paidOrder()} />);
    await user.type(screen.getByLabelText('Amount (USD)'), '0');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Amount (USD) must be more than 0')).toBeTruthy();
    await user.click(screen.getByLabelText('By lines'));
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Choose at least one piece to refund')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal under the line it names', async () => {
    stubFetch(() =>
      jsonResponse(
        { message: 'Quantity must be at most 1: what is left of line 2', field: 'lines.0.qty' },
        400,
      ),
    );
    const { user } = renderWithProviders(<RefundPanel order={paidOrder()} />);
    await user.click(screen.getByLabelText('By lines'));
    await user.type(screen.getByLabelText('Chain ($7.50 each, 3 left)'), '3');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    await confirmRefund(user);
    const refusal = await screen.findByText('Quantity must be at most 1: what is left of line 2');
    expect(screen.getByLabelText('Chain ($7.50 each, 3 left)').getAttribute('aria-describedby')).toBe(
      refusal.id,
    );
  });

  it('lists the refunds with paid, refunded and net and why one failed, and offers no refund once all is refunded', () => {
    const order = paidOrder({
      refunds: [
        aRefund({ amount: 62.5 }),
        aRefund({
          id: 'f2',
          amount: 5,
          status: 'failed',
          reason: null,
          failure: 'Stripe reported the refund failed: expired_or_canceled_card',
        }),
      ],
      refundedTotal: 62.5,
      netTotal: 0,
    });
    renderWithProviders(<RefundPanel order={order} />);
    expect(screen.getByLabelText('Payment and refunds').textContent).toBe('Paid$62.50Refunded$62.50Net$0.00');
    const refunds = within(screen.getByRole('list', { name: 'Refunds' })).getAllByRole('listitem');
    expect(refunds.map((item) => item.textContent?.replace(/Nov.*?(AM|PM)/, ''))).toEqual([
      '$62.50RefundedrestockedBent link',
      '$5.00FailedStripe reported the refund failed: expired_or_canceled_card',
    ]);
    expect(screen.queryByRole('form', { name: 'Refund' })).toBeNull();
  });

  it('cancels a paid order after asking', async () => {
    const order = paidOrder();
    const fetchMock = stubFetch(() => jsonResponse({ ...order, status: 'cancelled' }));
    const { user } = renderWithProviders(<RefundPanel order={order} />, { withToasts: true });
    await user.click(screen.getByRole('button', { name: 'Cancel and refund the order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this paid order?' });
    expect(dialog.textContent).toContain('$62.50 goes back');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    expect(await screen.findByText('The order of Casey Rider is cancelled and refunded')).toBeTruthy();
    expect(sentBodies(fetchMock)).toEqual([[`/api/order/${order._id}/cancel`, {}]]);
    expect(keysSent(fetchMock)).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/)]);
  });
});

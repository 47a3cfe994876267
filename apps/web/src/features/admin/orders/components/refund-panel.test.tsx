import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderAllowed, OrderDetail, Refund } from '@crankworks/contract';
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
const yes = { allowed: true, refusal: null };
const no = (refusal: string) => ({ allowed: false, refusal });
/** What the server allows an admin on `paidOrder` as it stands: all of it. */
const allowedAll = (overrides: Partial<OrderAllowed> = {}): OrderAllowed => ({
  refund: yes,
  refundable: 62.5,
  cancel: yes,
  ship: yes,
  lines: [
    { lineNo: 1, refundableQty: 2, restockableQty: 2, refundedQty: 0, taxOnTop: 0 },
    { lineNo: 2, refundableQty: 3, restockableQty: 3, refundedQty: 0, taxOnTop: 0 },
  ],
  ...overrides,
});
/** A paid two-line order: 2 × Crankset at $20, 3 × Chain at $7.50 ($62.50), as an admin reads it. */
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
    allowed: allowedAll(),
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
    expect((await screen.findByRole('dialog')).textContent).toContain(
      '$10.00 goes back to Casey Rider’s card',
    );
    await confirmRefund(user);
    expect(await screen.findByText('$10.00 refunded to Casey Rider')).toBeTruthy();
    expect(sentBodies(fetchMock)).toEqual([
      [`/api/order/${order._id}/refunds`, { amount: 10, reason: 'Late delivery' }],
    ]);
    expect(keysSent(fetchMock)).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/)]);
  });

  it('refunds pieces of lines, restocking them unless told not to', async () => {
    const order = paidOrder({
      refunds: [aRefund()],
      allowed: allowedAll({
        refundable: 55,
        lines: [
          { lineNo: 1, refundableQty: 2, restockableQty: 2, refundedQty: 0, taxOnTop: 0 },
          { lineNo: 2, refundableQty: 2, restockableQty: 2, refundedQty: 0, taxOnTop: 0 },
        ],
      }),
    });
    const fetchMock = stubFetch(() => jsonResponse(aRefund({ amount: 35 }), 201));
    const { user } = renderWithProviders(<RefundPanel order={order} />);
    await user.click(screen.getByLabelText('By lines'));
    await user.type(screen.getByLabelText('Crankset ($20.00 each, 2 left)'), '1');
    await user.type(screen.getByLabelText('Chain ($7.50 each, 2 left)'), '2');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    expect((await screen.findByRole('dialog')).textContent).toContain('$35.00 goes back');
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

  it('gives back a line’s tax charged on top with its pieces, the rest of it once the last piece is refunded', async () => {
    // 3 × Chain at $7.50 with $0.90 of sales tax on top: one piece was refunded already ($0.30 of it).
    const order = paidOrder({
      allowed: allowedAll({
        lines: [
          { lineNo: 1, refundableQty: 2, restockableQty: 2, refundedQty: 0, taxOnTop: 1.6 },
          { lineNo: 2, refundableQty: 2, restockableQty: 2, refundedQty: 1, taxOnTop: 0.9 },
        ],
      }),
    });
    stubFetch(() => jsonResponse(aRefund({ amount: 15.6 }), 201));
    const { user } = renderWithProviders(<RefundPanel order={order} />);
    await user.click(screen.getByLabelText('By lines'));
    await user.type(screen.getByLabelText('Chain ($7.50 each and its tax, 2 left)'), '2');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    // 2 × $7.50 and the tax of pieces 2 and 3: $0.90 − $0.30.
    expect((await screen.findByRole('dialog')).textContent).toContain('$15.60 goes back');
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
    expect((await screen.findByRole('dialog')).textContent).toContain('$40.00 goes back');
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
      allowed: allowedAll({
        refund: no('Everything paid for this order has been refunded'),
        refundable: 0,
        cancel: no('An order with parts shipped cannot be cancelled; refund its lines instead'),
        lines: [
          { lineNo: 1, refundableQty: 0, restockableQty: 0, refundedQty: 0, taxOnTop: 0 },
          { lineNo: 2, refundableQty: 0, restockableQty: 0, refundedQty: 0, taxOnTop: 0 },
        ],
      }),
    });
    renderWithProviders(<RefundPanel order={order} />);
    expect(screen.getByLabelText('Payment and refunds').textContent).toBe('Paid$62.50Refunded$62.50Net$0.00');
    const refunds = within(screen.getByRole('list', { name: 'Refunds' })).getAllByRole('listitem');
    expect(refunds.map((item) => item.textContent?.replace(/Nov.*?(AM|PM)/, ''))).toEqual([
      '$62.50RefundedrestockedBent link',
      '$5.00FailedStripe reported the refund failed: expired_or_canceled_card',
    ]);
    expect(screen.queryByRole('form', { name: 'Refund' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel and refund the order' })).toBeNull();
  });

  it('offers no piece the server refuses after a refund Stripe accepted and failed later (issue 34)', async () => {
    // The failed refund's piece went back on stock: its money is owed again, the piece is not.
    const order = paidOrder({
      refunds: [aRefund({ amount: 20, lines: [{ lineNo: 1, qty: 1 }], status: 'failed', failure: 'closed' })],
      allowed: allowedAll({
        lines: [
          { lineNo: 1, refundableQty: 1, restockableQty: 1, refundedQty: 0, taxOnTop: 0 },
          { lineNo: 2, refundableQty: 3, restockableQty: 3, refundedQty: 0, taxOnTop: 0 },
        ],
      }),
    });
    const fetchMock = stubFetch(() => jsonResponse({}));
    const { user } = renderWithProviders(<RefundPanel order={order} />);
    expect(screen.getByText('Left to refund: $62.50')).toBeTruthy();
    await user.click(screen.getByLabelText('By lines'));
    const crankset = screen.getByLabelText('Crankset ($20.00 each, 1 left)');
    expect(crankset.getAttribute('max')).toBe('1');
    await user.type(crankset, '2');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Quantity must be at most 1: what is left of line 1')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('puts no piece of a line partly shipped back on stock, and refunds it without', async () => {
    const order = paidOrder({
      status: 'partially_shipped',
      allowed: allowedAll({
        cancel: no('An order with parts shipped cannot be cancelled; refund its lines instead'),
        lines: [
          { lineNo: 1, refundableQty: 2, restockableQty: 2, refundedQty: 0, taxOnTop: 0 },
          { lineNo: 2, refundableQty: 3, restockableQty: 0, refundedQty: 0, taxOnTop: 0 },
        ],
      }),
    });
    const fetchMock = stubFetch(() => jsonResponse(aRefund({ amount: 7.5, restock: false }), 201));
    const { user } = renderWithProviders(<RefundPanel order={order} />);
    expect(screen.queryByRole('button', { name: 'Cancel and refund the order' })).toBeNull();
    await user.click(screen.getByLabelText('By lines'));
    const chain = screen.getByLabelText('Chain ($7.50 each, 3 left, 0 back on stock)');
    expect(chain.getAttribute('max')).toBe('0');
    await user.type(chain, '1');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    expect(
      await screen.findByText(
        'Quantity cannot go back on stock while line 2 is partly shipped: refund it without restocking, or once the rest has shipped',
      ),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByLabelText('Put these pieces back on stock'));
    expect(chain.getAttribute('max')).toBe('3');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    await confirmRefund(user);
    await vi.waitFor(() =>
      expect(sentBodies(fetchMock)).toEqual([
        [`/api/order/${order._id}/refunds`, { lines: [{ lineNo: 2, qty: 1 }], restock: false }],
      ]),
    );
  });

  it('refunds a cancelled order by amount only, never more than the server says is left', async () => {
    const order = paidOrder({
      status: 'cancelled',
      allowed: allowedAll({
        refundable: 20,
        cancel: no('This order is cancelled; its payment was refunded then'),
        ship: no('This order was cancelled'),
        lines: [
          { lineNo: 1, refundableQty: 0, restockableQty: 0, refundedQty: 0, taxOnTop: 0 },
          { lineNo: 2, refundableQty: 0, restockableQty: 0, refundedQty: 0, taxOnTop: 0 },
        ],
      }),
    });
    const fetchMock = stubFetch(() => jsonResponse({}));
    const { user } = renderWithProviders(<RefundPanel order={order} />);
    expect(screen.queryByLabelText('By lines')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel and refund the order' })).toBeNull();
    await user.type(screen.getByLabelText('Amount (USD)'), '20.01');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    expect(
      await screen.findByText('Amount (USD) must be at most $20.00: what is left to refund'),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('cancels a paid order after asking', async () => {
    const order = paidOrder();
    const fetchMock = stubFetch(() => jsonResponse({ ...order, status: 'cancelled' }));
    const { user } = renderWithProviders(<RefundPanel order={order} />, { withToasts: true });
    await user.click(screen.getByRole('button', { name: 'Cancel and refund the order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this paid order?' });
    expect(dialog.textContent).toContain('$62.50 goes back');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    expect(await screen.findByText('The order of Casey Rider is cancelled and refunded')).toBeTruthy();
    expect(sentBodies(fetchMock)).toEqual([[`/api/order/${order._id}/cancel`, {}]]);
    expect(keysSent(fetchMock)).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/)]);
  });
});

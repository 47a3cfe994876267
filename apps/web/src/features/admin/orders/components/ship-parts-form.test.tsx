import type { OrderDetail } from '@crankworks/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anOrderDetail } from '../../../../test/orders.ts';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../../test/render.tsx';
import { ShipPartsForm } from './ship-parts-form.tsx';

afterEach(() => vi.unstubAllGlobals());

const line = (lineNo: number, name: string, qty: number, shippedQty = 0) => ({
  lineNo,
  productId: null,
  name,
  description: 'A part.',
  price: 10,
  qty,
  lineTotal: 10 * qty,
  shippedQty,
  leftToShipQty: qty - shippedQty,
});

/** A paid order of three parts, the crankset already shipped. */
const order: OrderDetail = {
  ...anOrderDetail({ status: 'partially_shipped', paid: true, lineCount: 3 }),
  lines: [line(1, 'Crankset', 1, 1), line(2, 'Chain', 3), line(3, 'Cassette', 2)],
};

const sentBodies = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([url, init]) => [url, init?.method, JSON.parse(String(init?.body))]);

describe('ShipPartsForm', () => {
  it('offers only what is left and ships the chosen pieces with the carrier and tracking number', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ ...order, status: 'partially_shipped' }, 201));
    const { user } = renderWithProviders(<ShipPartsForm order={order} />, { withToasts: true });
    expect(screen.queryByLabelText(/Ship Crankset/)).toBeNull();
    await user.click(screen.getByLabelText(/Ship Chain/));
    const chainPieces = screen.getByLabelText('Pieces of Chain');
    expect((chainPieces as HTMLInputElement).value).toBe('3');
    await user.clear(chainPieces);
    await user.type(chainPieces, '2');
    await user.type(screen.getByLabelText('Carrier (optional)'), 'DHL');
    await user.type(screen.getByLabelText('Tracking number (optional)'), ' JD0146 ');
    await user.click(screen.getByRole('button', { name: 'Ship these parts' }));
    expect(await screen.findByText('Shipment recorded: the rest of the order waits')).toBeTruthy();
    expect(sentBodies(fetchMock)).toEqual([
      [
        `/api/order/${order._id}/shipments`,
        'POST',
        { lines: [{ lineNo: 2, qty: 2 }], carrier: 'DHL', trackingNumber: 'JD0146' },
      ],
    ]);
  });

  it('asks for a part, and for no more pieces than are left, before sending anything', async () => {
    const fetchMock = stubFetch(() => jsonResponse(order, 201));
    const { user } = renderWithProviders(<ShipPartsForm order={order} />);
    await user.click(screen.getByRole('button', { name: 'Ship these parts' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose at least one part to ship');

    await user.click(screen.getByLabelText(/Ship Cassette/));
    const pieces = screen.getByLabelText('Pieces of Cassette');
    await user.clear(pieces);
    await user.type(pieces, '3');
    await user.click(screen.getByRole('button', { name: 'Ship these parts' }));
    expect(
      await screen.findByText('Pieces of Cassette must be at most 2: what is left to ship of Cassette'),
    ).toBeTruthy();
    expect(pieces.getAttribute('aria-invalid')).toBe('true');
    await user.type(screen.getByLabelText('Carrier (optional)'), 'x'.repeat(81));
    await user.click(screen.getByRole('button', { name: 'Ship these parts' }));
    expect(await screen.findByText('Carrier must be at most 80 characters')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a refusal of the server under the line it names', async () => {
    stubFetch(() =>
      jsonResponse({ message: 'Cassette has already shipped in full', field: 'lines.1.lineNo' }, 409),
    );
    const { user } = renderWithProviders(<ShipPartsForm order={order} />);
    await user.click(screen.getByLabelText(/Ship Chain/));
    await user.click(screen.getByLabelText(/Ship Cassette/));
    await user.click(screen.getByRole('button', { name: 'Ship these parts' }));
    expect(await screen.findByText('Cassette has already shipped in full')).toBeTruthy();
    expect(screen.getByLabelText('Pieces of Cassette').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Pieces of Chain').getAttribute('aria-invalid')).toBe('false');
  });
});

import type { Shipment } from '@crankworks/contract';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anOrder, anOrderDetail } from '../../../test/orders.ts';
import { OrderTimeline } from './order-timeline.tsx';

const stepsShown = () =>
  within(screen.getByRole('list', { name: 'Timeline' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('OrderTimeline', () => {
  it('shows placed, then paid and shipped, with "Not yet" for what has not happened', () => {
    render(
      <OrderTimeline order={anOrder({ paidAt: '2026-11-20T10:05:00.000Z', status: 'paid', paid: true })} />,
    );
    const [placed, paid, shipped, delivered] = stepsShown();
    expect(placed).toMatch(/^Placed.*2026/);
    expect(paid).toMatch(/^Paid.*2026/);
    expect(shipped).toBe('ShippedNot yet');
    expect(delivered).toBe('DeliveredNot yet');
    expect(screen.getAllByRole('listitem')[1]?.querySelector('time')?.getAttribute('dateTime')).toBe(
      '2026-11-20T10:05:00.000Z',
    );
  });

  it('ends a cancelled order at its cancellation, waiting for nothing', () => {
    render(
      <OrderTimeline order={anOrder({ status: 'cancelled', cancelledAt: '2026-11-20T11:00:00.000Z' })} />,
    );
    const steps = stepsShown();
    expect(steps).toHaveLength(2);
    expect(steps[1]).toMatch(/^Cancelled.*2026/);
  });

  it('shows each shipment with its parts, carrier and tracking number, then shipped and delivered', () => {
    const shipment = (n: number, lines: Shipment['lines'], tracking: Partial<Shipment> = {}) => ({
      _id: `00000000-0000-4000-8000-00000000000${n}`,
      carrier: null,
      trackingNumber: null,
      createdAt: `2026-11-2${n}T09:00:00.000Z`,
      lines,
      ...tracking,
    });
    render(
      <OrderTimeline
        order={{
          ...anOrderDetail({
            status: 'delivered',
            paid: true,
            shipped: true,
            paidAt: '2026-11-20T10:05:00.000Z',
            shippedAt: '2026-11-22T09:00:00.000Z',
            deliveredAt: '2026-11-24T15:00:00.000Z',
          }),
          shipments: [
            shipment(
              1,
              [
                { lineNo: 1, name: 'Crankset', qty: 1 },
                { lineNo: 2, name: 'Chain', qty: 3 },
              ],
              { carrier: 'DHL', trackingNumber: 'JD0146' },
            ),
            shipment(2, [{ lineNo: 3, name: 'Cassette', qty: 2 }]),
          ],
        }}
      />,
    );
    const steps = stepsShown();
    expect(steps).toHaveLength(6);
    expect(steps[2]).toMatch(/^Shipment 1.*2026.*Crankset × 1, Chain × 3DHL, tracking number JD0146$/);
    expect(steps[3]).toMatch(/^Shipment 2.*2026.*Cassette × 2$/);
    expect(steps[4]).toMatch(/^Shipped.*2026/);
    expect(steps[5]).toMatch(/^Delivered.*2026/);
  });

  it('adds each refund that went through, and a paid order cancelled with its refund', () => {
    const refund = {
      id: 'r1',
      amount: 15,
      lines: [],
      restock: false,
      reason: null,
      failure: null,
      createdAt: '2026-11-21T09:00:00.000Z',
    };
    render(
      <OrderTimeline
        order={anOrderDetail({
          status: 'cancelled',
          paid: true,
          paidAt: '2026-11-20T10:05:00.000Z',
          cancelledAt: '2026-11-21T09:00:00.000Z',
          refunds: [
            { ...refund, status: 'failed' },
            { ...refund, id: 'r2', status: 'succeeded' },
          ],
        })}
      />,
    );
    expect(stepsShown().map((step) => step?.replace(/Nov.*/, ''))).toEqual([
      'Placed',
      'Paid',
      'Refunded $15.00',
      'Cancelled',
    ]);
  });
});

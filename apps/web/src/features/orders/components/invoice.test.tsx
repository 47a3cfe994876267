import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anOrderDetail, newYorkCharges } from '../../../test/orders.ts';
import { Invoice } from './invoice.tsx';

describe('Invoice', () => {
  it('lists every part of the order with its quantity, unit price and amount, then the total', () => {
    const order = anOrderDetail({ lineCount: 2, total: 168.94 });
    const chain = {
      ...order.lines[0]!,
      productId: null,
      name: 'Chain 11s',
      price: 24.5,
      qty: 2,
      lineTotal: 49,
    };
    render(<Invoice order={{ ...order, lines: [...order.lines, chain] }} />);
    const rows = within(screen.getByRole('region', { name: 'Order lines' })).getAllByRole('row');
    // The phone's "6 × $19.99" under the name and the wider screens' columns are both in the page;
    // the stylesheet shows one or the other.
    expect(rows.map((row) => row.textContent)).toEqual([
      'PartQuantityUnit priceAmount',
      'Carbon Crankset6 × $19.996$19.99$119.94',
      'Chain 11s2 × $24.502$24.50$49.00',
      'TotalTotal$168.94',
    ]);
  });

  it('shows the goods, the shipping and the tax before the total, and where the order ships and is billed', () => {
    const order = anOrderDetail({
      total: 124.09,
      charges: newYorkCharges,
    });
    render(<Invoice order={order} />);
    const rows = within(screen.getByRole('region', { name: 'Order lines' })).getAllByRole('row');
    expect(rows.slice(2).map((row) => row.textContent)).toEqual([
      'GoodsGoods$119.94',
      'Shipping: StandardShipping: Standard$0.00',
      'Sales tax 4%Sales tax 4%$4.15',
      'TotalTotal$124.09',
    ]);
    expect(screen.getByText('Rider Ltd')).toBeTruthy();
    expect(screen.getByText('350 Fifth Avenue')).toBeTruthy();
    expect(screen.getByText('VAT or tax ID US-12-3456789')).toBeTruthy();
    expect(screen.getByText('Standard: 3–5 business days')).toBeTruthy();
  });

  it('tells how much of a line has shipped while the order ships in parts', () => {
    const order = anOrderDetail({ status: 'partially_shipped', paid: true, lineCount: 2 });
    const [crankset] = order.lines;
    const chain = { ...crankset!, lineNo: 2, name: 'Chain 11s', qty: 3, shippedQty: 2 };
    render(<Invoice order={{ ...order, lines: [{ ...crankset!, shippedQty: 6 }, chain] }} />);
    expect(screen.getByText('Partially shipped')).toBeTruthy();
    const rows = within(screen.getByRole('region', { name: 'Order lines' })).getAllByRole('row');
    expect(rows[1]?.textContent).toMatch(/^Carbon Crankset6/);
    expect(rows[2]?.textContent).toMatch(/^Chain 11s3 × \$19\.992 of 3 shipped3/);
  });

  it('shows what was paid, refunded and kept, and each refund in the timeline', () => {
    const refunded = {
      id: 'f1a2b3c4-0000-4000-8000-000000000001',
      amount: 19.99,
      lines: [{ lineNo: 1, qty: 1 }],
      restock: true,
      reason: null,
      status: 'succeeded' as const,
      failure: null,
      createdAt: '2026-11-21T09:00:00.000Z',
    };
    const order = anOrderDetail({
      paid: true,
      status: 'paid',
      paidAt: '2026-11-20T10:05:00.000Z',
      paidTotal: 119.94,
      refundedTotal: 19.99,
      netTotal: 99.95,
      refunds: [refunded],
    });
    render(<Invoice order={order} />);
    expect(screen.getByLabelText('Payment and refunds').textContent).toBe(
      'Paid$119.94Refunded$19.99Net$99.95',
    );
    const steps = within(screen.getByRole('list', { name: 'Timeline' })).getAllByRole('listitem');
    expect(steps.at(-1)?.textContent).toMatch(/^Refunded \$19\.99Nov 21, 2026/);
  });
});

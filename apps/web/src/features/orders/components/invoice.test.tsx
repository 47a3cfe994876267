import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anOrderDetail } from '../../../test/orders.ts';
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
    expect(rows.map((row) => row.textContent)).toEqual([
      'PartQuantityUnit priceAmount',
      'Carbon Crankset6$19.99$119.94',
      'Chain 11s2$24.50$49.00',
      'Total$168.94',
    ]);
  });

  it('tells how much of a line has shipped while the order ships in parts', () => {
    const order = anOrderDetail({ status: 'partially_shipped', paid: true, lineCount: 2 });
    const [crankset] = order.lines;
    const chain = { ...crankset!, lineNo: 2, name: 'Chain 11s', qty: 3, shippedQty: 2 };
    render(<Invoice order={{ ...order, lines: [{ ...crankset!, shippedQty: 6 }, chain] }} />);
    expect(screen.getByText('Partially shipped')).toBeTruthy();
    const rows = within(screen.getByRole('region', { name: 'Order lines' })).getAllByRole('row');
    expect(rows[1]?.textContent).toMatch(/^Carbon Crankset6/);
    expect(rows[2]?.textContent).toMatch(/^Chain 11s2 of 3 shipped3/);
  });
});

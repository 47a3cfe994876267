import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anOrderDetail, newYorkCharges } from '../../../test/orders.ts';
import { OrderSummary } from './order-summary.tsx';

describe('OrderSummary', () => {
  it('shows what the card pays for: the parts, then the shipping and the tax, then the total', () => {
    render(<OrderSummary order={anOrderDetail({ total: 124.09, charges: newYorkCharges })} />);
    const rows = within(screen.getByRole('region', { name: 'Order lines' })).getAllByRole('row');
    expect(rows.slice(2).map((row) => row.textContent)).toEqual([
      'GoodsGoods$119.94',
      'Shipping: StandardShipping: Standard$0.00',
      'Sales tax 4%Sales tax 4%$4.15',
      'TotalTotal$124.09',
    ]);
  });
});

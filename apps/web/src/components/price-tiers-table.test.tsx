import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PriceTiersTable, priceBands } from './price-tiers-table.tsx';

describe('priceBands', () => {
  it('starts at the minimum order and ends each band where the next tier starts', () => {
    const part = {
      price: 10,
      minimumQty: 10,
      tiers: [
        { minQty: 11, price: 9 },
        { minQty: 50, price: 8 },
      ],
    };
    expect(priceBands(part)).toEqual([
      { quantities: '10 pcs', price: 10 },
      { quantities: '11–49 pcs', price: 9 },
      { quantities: '50+ pcs', price: 8 },
    ]);
  });
});

describe('PriceTiersTable', () => {
  it('is a captioned table with a header per column', () => {
    render(<PriceTiersTable part={{ price: 10, minimumQty: 1, tiers: [{ minQty: 50, price: 9.2 }] }} />);
    const table = screen.getByRole('table', { name: 'Price per piece by quantity' });
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Quantity',
      'Price per piece',
    ]);
    expect(table.querySelector('tbody')?.textContent).toBe('1–49 pcs$10.0050+ pcs$9.20');
  });

  it('shows nothing for a part without tiers', () => {
    const { container } = render(<PriceTiersTable part={{ price: 10, minimumQty: 1, tiers: [] }} />);
    expect(container.innerHTML).toBe('');
  });
});

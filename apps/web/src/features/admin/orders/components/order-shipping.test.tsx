import type { OrderAllowed } from '@crankworks/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anOrderDetail } from '../../../../test/orders.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { OrderShipping } from './order-shipping.tsx';

const shipping = (ship: OrderAllowed['ship']) =>
  anOrderDetail({
    paid: true,
    status: 'paid',
    allowed: {
      refund: { allowed: true, refusal: null },
      refundable: 119.94,
      cancel: { allowed: true, refusal: null },
      ship,
      lines: [{ lineNo: 1, refundableQty: 6, restockableQty: 6, refundedQty: 0, taxOnTop: 0 }],
    },
  });

describe('OrderShipping', () => {
  it('offers the parts to ship while the server allows shipping', () => {
    renderWithProviders(<OrderShipping order={shipping({ allowed: true, refusal: null })} />);
    expect(screen.getByRole('form', { name: 'Ship parts' })).toBeTruthy();
  });

  it('says why nothing ships instead of offering a form the server would refuse', () => {
    const held =
      'A refund that cancels this order or puts its parts back on stock is still under way; try again in a minute';
    renderWithProviders(<OrderShipping order={shipping({ allowed: false, refusal: held })} />);
    expect(screen.queryByRole('form', { name: 'Ship parts' })).toBeNull();
    expect(screen.getByText(held)).toBeTruthy();
  });
});

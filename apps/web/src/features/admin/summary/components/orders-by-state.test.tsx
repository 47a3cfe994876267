import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { OrdersByState } from './orders-by-state.tsx';

const counts = {
  unpaid: 4,
  paid: 2,
  partially_shipped: 1,
  shipped: 9,
  delivered: 3,
  cancelled: 1,
  expired: 0,
};

describe('OrdersByState', () => {
  it('counts each state and links the paid and partially shipped ones to the "to ship" queue', () => {
    renderWithProviders(<OrdersByState counts={counts} />);
    expect(screen.getByRole('link', { name: '3 orders to ship' }).getAttribute('href')).toBe(
      '/dashboard/manageOrders?status=to_ship',
    );
    expect(screen.getByText('Partially shipped').closest('div')?.textContent).toBe('Partially shipped1');
  });

  it('says one order in the singular', () => {
    renderWithProviders(<OrdersByState counts={{ ...counts, paid: 1, partially_shipped: 0 }} />);
    expect(screen.getByRole('link', { name: '1 order to ship' })).toBeTruthy();
  });
});

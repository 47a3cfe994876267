import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anOrderDetail } from '../../../../test/orders.ts';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../../test/render.tsx';
import { Component as AdminOrderPage } from './order-detail-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('an admin’s order page', () => {
  it('offers the customer’s PDF invoice beside Mark Shipped', async () => {
    const order = anOrderDetail({ paid: true, status: 'paid', transactionId: 'tp_paid_1' });
    stubFetch(() => jsonResponse(order));
    renderWithProviders(
      <Routes>
        <Route path="/dashboard/manageOrders/:id" element={<AdminOrderPage />} />
      </Routes>,
      { route: `/dashboard/manageOrders/${order._id}` },
    );
    const link = await screen.findByRole('link', { name: 'Download invoice (PDF)' });
    expect(link.getAttribute('href')).toBe(`/api/order/${order._id}/invoice.pdf`);
    expect(link.hasAttribute('download')).toBe(true);
    expect(screen.getByRole('button', { name: 'Mark Shipped' })).toBeTruthy();
  });
});

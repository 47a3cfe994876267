import type { OrderAllowed, OrderDetail } from '@crankworks/contract';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anOrderDetail } from '../../../../test/orders.ts';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../../test/render.tsx';
import { Component as AdminOrderPage } from './order-detail-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('an admin’s order page', () => {
  const paidOrder = (ship: OrderAllowed['ship']) =>
    anOrderDetail({
      paid: true,
      status: 'paid',
      transactionId: 'tp_paid_1',
      invoice: { number: 'CW-2026-000001', issuedAt: '2026-11-27T10:00:00.000Z' },
      allowed: {
        refund: { allowed: true, refusal: null },
        refundable: 119.94,
        cancel: { allowed: true, refusal: null },
        ship,
        lines: [{ lineNo: 1, refundableQty: 6, restockableQty: 6, refundedQty: 0, taxOnTop: 0 }],
      },
    });
  const renderPage = (order: OrderDetail) => {
    stubFetch(() => jsonResponse(order));
    renderWithProviders(
      <Routes>
        <Route path="/dashboard/manageOrders/:id" element={<AdminOrderPage />} />
      </Routes>,
      { route: `/dashboard/manageOrders/${order._id}` },
    );
  };

  it('offers the customer’s PDF invoice beside Mark Shipped', async () => {
    const order = paidOrder({ allowed: true, refusal: null });
    renderPage(order);
    const link = await screen.findByRole('link', { name: 'Download invoice (PDF)' });
    expect(link.getAttribute('href')).toBe(`/api/order/${order._id}/invoice.pdf`);
    expect(link.hasAttribute('download')).toBe(true);
    expect(screen.getByRole('button', { name: 'Mark Shipped' })).toBeTruthy();
  });

  it('offers no Mark Shipped while the server holds shipping', async () => {
    renderPage(paidOrder({ allowed: false, refusal: 'A refund … is still under way' }));
    expect(await screen.findByText('A refund … is still under way')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark Shipped' })).toBeNull();
  });
});

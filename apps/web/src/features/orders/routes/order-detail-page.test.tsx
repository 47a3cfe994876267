import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anOrderDetail } from '../../../test/orders.ts';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { Component as OrderDetailPage } from './order-detail-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the customer’s order page', () => {
  it('offers the unpaid order’s PDF pro-forma once the order is shown', async () => {
    const order = anOrderDetail();
    stubFetch(() => jsonResponse(order));
    renderWithProviders(
      <Routes>
        <Route path="/dashboard/orders/:id" element={<OrderDetailPage />} />
      </Routes>,
      { route: `/dashboard/orders/${order._id}` },
    );
    const link = await screen.findByRole('link', { name: 'Download pro-forma (PDF)' });
    expect(link.getAttribute('href')).toBe(`/api/order/${order._id}/invoice.pdf`);
    expect(screen.getByRole('article', { name: 'Invoice' })).toBeTruthy();
  });
});

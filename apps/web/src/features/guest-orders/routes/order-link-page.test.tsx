import { guestCheckoutMessages } from '@crankworks/contract';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anOrderDetail } from '../../../test/orders.ts';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { aSessionAnswer } from '../../../test/users.ts';
import { Component as OrderLinkPage } from './order-link-page.tsx';

const token = '5f0e4b1a-2c3d-4e5f-8a9b-0c1d2e3f4a5b~tqq41h~signature';
const order = anOrderDetail({ _id: '5f0e4b1a-2c3d-4e5f-8a9b-0c1d2e3f4a5b', userEmail: 'gwen@example.com' });

/** The API as a visitor (`session` null) or a user finds it; `link` answers the order link's read. */
function serve(session: unknown, link = () => jsonResponse(order)) {
  return stubFetch((url, init) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    if (key === 'GET /api/auth/get-session') return jsonResponse(session);
    if (key === `GET /api/order-link/${token}`) return link();
    if (key === `POST /api/order-link/${token}/claim`) return jsonResponse(order);
    throw new Error(`unexpected call ${key}`);
  });
}

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/order-link/:token" element={<OrderLinkPage />} />
    </Routes>,
    { route: `/order-link/${token}` },
  );

afterEach(() => vi.unstubAllGlobals());

describe('the order link page', () => {
  it('shows a visitor the order, Pay now, its pro-forma and the way to an account of its e-mail', async () => {
    serve(null);
    renderPage();
    expect(await screen.findByRole('article', { name: 'Invoice' })).toBeTruthy();
    const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(hrefOf('Pay now')).toBe(`/order-link/${token}/pay`);
    expect(hrefOf('Download pro-forma (PDF)')).toBe(`/api/order-link/${token}/invoice.pdf`);
    const register = new URL(
      (await screen.findByRole('link', { name: 'Create an account' })).getAttribute('href') ?? '',
      'http://shop.test',
    );
    expect(Object.fromEntries(register.searchParams)).toEqual({
      mode: 'register',
      email: 'gwen@example.com',
      from: `/order-link/${token}`,
    });
  });

  it('says plainly that a bad or expired link is not valid', async () => {
    serve(null, () => jsonResponse({ message: guestCheckoutMessages.invalidLink }, 404));
    renderPage();
    expect(await screen.findByText(guestCheckoutMessages.invalidLink)).toBeTruthy();
  });

  it('adds the order to a signed-in user of its e-mail, and tells another that it is not his', async () => {
    const fetch = serve(aSessionAnswer({ email: 'Gwen@Example.com' }));
    renderPage();
    expect(await screen.findByText('This order is now in your account.')).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith(`/api/order-link/${token}/claim`, expect.anything());
  });

  it('tells a signed-in user of another e-mail that the order is not his to add', async () => {
    serve(aSessionAnswer());
    renderPage();
    expect(await screen.findByText(guestCheckoutMessages.notYours)).toBeTruthy();
  });
});

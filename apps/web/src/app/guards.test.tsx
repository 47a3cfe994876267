import { act, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../test/render.tsx';
import { aSessionAnswer } from '../test/users.ts';
import { authKeys } from '../features/auth/index.ts';
import { Component as RequireAdmin } from './require-admin.tsx';
import { Component as RequireUser } from './require-user.tsx';

const customer = aSessionAnswer().user;

function serveSession(user: typeof customer | null, admin = false) {
  return stubFetch((url) => {
    if (url === '/api/auth/get-session') return jsonResponse(user ? { session: {}, user } : null);
    if (url.startsWith('/api/admin/')) return jsonResponse({ admin });
    throw new Error(`unexpected call ${url}`);
  });
}

function LoginProbe() {
  const { pathname, search } = useLocation();
  return <p>Login page at {`${pathname}${search}`}</p>;
}

function renderGuarded(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginProbe />} />
      <Route path="/" element={<h1>Home page</h1>} />
      <Route element={<RequireUser />}>
        <Route path="/purchase/:id" element={<h1>Purchase page</h1>} />
        <Route element={<RequireAdmin />}>
          <Route path="/dashboard/users" element={<h1>All Users page</h1>} />
        </Route>
      </Route>
    </Routes>,
    { route },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('route guards', () => {
  it('send a visitor to /login with the page to come back to', async () => {
    serveSession(null);
    renderGuarded('/purchase/42?qty=3');
    expect(
      await screen.findByText(`Login page at /login?from=${encodeURIComponent('/purchase/42?qty=3')}`),
    ).toBeTruthy();
  });

  it('let a signed-in customer through to his pages', async () => {
    serveSession(customer);
    renderGuarded('/purchase/42');
    expect(await screen.findByRole('heading', { name: 'Purchase page' })).toBeTruthy();
  });

  it('send a customer whose session ends on the page home, not to /login', async () => {
    serveSession(customer);
    const { queryClient } = renderGuarded('/purchase/42');
    expect(await screen.findByRole('heading', { name: 'Purchase page' })).toBeTruthy();
    act(() => queryClient.setQueryData(authKeys.session(), null));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
  });

  it('tell a customer on an admin page that it is for admins', async () => {
    const fetchMock = serveSession(customer, false);
    renderGuarded('/dashboard/users');
    expect(await screen.findByRole('heading', { name: 'Admins only' })).toBeTruthy();
    expect(screen.getByText(customer.email)).toBeTruthy();
    expect(screen.queryByText(/Login page/)).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/rider%40example.com', expect.anything());
    expect(screen.queryByRole('heading', { name: 'All Users page' })).toBeNull();
  });

  it('let an admin through, as the admin check on his e-mail says', async () => {
    serveSession({ ...customer, role: 'admin' }, true);
    renderGuarded('/dashboard/users');
    expect(await screen.findByRole('heading', { name: 'All Users page' })).toBeTruthy();
  });
});

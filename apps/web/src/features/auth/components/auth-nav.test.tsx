import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api-client.ts';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { aSessionAnswer } from '../../../test/users.ts';
import { readAccessToken } from '../api/access-token.ts';
import { LogoutNavItem, useAuthNavLinks, useAuthSessionEffects } from './auth-nav.tsx';

const rider = aSessionAnswer().user;

/** A stand-in server: signed in until sign-out; My Orders answers 401 as for an ended session. */
function serve() {
  let signedIn = true;
  return stubFetch((url, init) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    if (key === 'GET /api/auth/get-session')
      return jsonResponse(signedIn ? { session: {}, user: rider } : null);
    if (key === 'PUT /api/user/rider%40example.com') return jsonResponse({ accessToken: 'token-1' });
    if (key === 'POST /api/auth/sign-out') {
      signedIn = false;
      return jsonResponse({ success: true });
    }
    if (key.startsWith('GET /api/order?')) return jsonResponse({ message: 'Sign in first' }, 401);
    throw new Error(`unexpected call ${key}`);
  });
}

function Nav() {
  useAuthSessionEffects();
  const links = useAuthNavLinks();
  return (
    <ul>
      {links.map((link) => (
        <li key={link.to}>{link.label}</li>
      ))}
      <LogoutNavItem />
    </ul>
  );
}

function renderNav() {
  return renderWithProviders(
    <>
      <Nav />
      <Routes>
        <Route path="/" element={<h1>Home page</h1>} />
        <Route path="/dashboard/orders" element={<h1>My Orders page</h1>} />
      </Routes>
    </>,
    { route: '/dashboard/orders' },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('auth nav', () => {
  it('shows Dashboard and Logout to a signed-in user and fetches his access token', async () => {
    serve();
    renderNav();
    expect(await screen.findByText('Dashboard')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(screen.queryByText('Login')).toBeNull();
    await waitFor(() => expect(readAccessToken(rider.email)).toBe('token-1'));
  });

  it('logs out on the server, forgets the token, goes home and shows Login again', async () => {
    const fetchMock = serve();
    const { user } = renderNav();
    await waitFor(() => expect(readAccessToken(rider.email)).toBe('token-1'));
    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
    expect(await screen.findByText('Login')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/sign-out', expect.objectContaining({ method: 'POST' }));
  });

  it('signs out and goes home when an opted-in call answers 401 (My Orders)', async () => {
    const fetchMock = serve();
    renderNav();
    await waitFor(() => expect(readAccessToken(rider.email)).toBe('token-1'));

    await expect(
      api('/order?email=rider%40example.com', { signOutOnAuthFailure: true }),
    ).rejects.toMatchObject({ status: 401 });
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
    expect(await screen.findByText('Login')).toBeTruthy();
    expect(readAccessToken(rider.email)).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/sign-out', expect.objectContaining({ method: 'POST' }));
  });

  it('ignores a 401 on a call that did not opt in', async () => {
    serve();
    renderNav();
    await screen.findByText('Dashboard');
    await expect(api('/order?email=rider%40example.com')).rejects.toMatchObject({ status: 401 });
    expect(screen.getByRole('heading', { name: 'My Orders page' })).toBeTruthy();
    expect(screen.getByText('Dashboard')).toBeTruthy();
  });
});

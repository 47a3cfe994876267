import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authKeys } from '../features/auth/index.ts';
import { aCart, aCartLine } from '../test/cart.ts';
import { jsonResponse, renderWithProviders, stubFetch } from '../test/render.tsx';
import { aSessionAnswer } from '../test/users.ts';
import { NavBar } from './nav-bar.tsx';

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
/** The wide screen's links; the phone's menu repeats them in a <details>, which happy-dom does not hide. */
const wideMenu = () => mainNav().querySelector('ul') as HTMLElement;
/** The links of the wide menu whose text says "(active)". */
const activeLinks = () =>
  within(wideMenu())
    .getAllByRole('link')
    .filter((link) => link.textContent?.endsWith(' (active)'));

describe('NavBar', () => {
  // A visitor: the session check finds nobody signed in.
  beforeEach(() => stubFetch(() => jsonResponse(null)));
  afterEach(() => vi.unstubAllGlobals());

  it('marks only the link of the current page "(active)"', () => {
    renderWithProviders(<NavBar />, { route: '/blogs' });
    const nav = wideMenu();
    const active = within(nav).getByRole('link', { name: 'Blogs (active)' });
    expect(active).toHaveProperty('className', expect.stringContaining('menu-active'));
    expect(active.getAttribute('aria-current')).toBe('page');
    for (const name of ['Home', 'Portfolio', 'Login']) {
      const link = within(nav).getByRole('link', { name });
      expect(link.getAttribute('aria-current')).toBeNull();
    }
    expect(activeLinks()).toEqual([active]);
  });

  it('marks Home only on the home page', () => {
    renderWithProviders(<NavBar />, { route: '/' });
    expect(activeLinks()).toEqual([within(wideMenu()).getByRole('link', { name: 'Home (active)' })]);
  });

  it('opens the mobile menu from its disclosure and closes it on Escape and on navigation', async () => {
    const { user } = renderWithProviders(<NavBar />, { route: '/' });
    const menu = document.querySelector('details') as HTMLDetailsElement;
    const toggle = within(menu).getByText('Menu');
    expect(menu.open).toBe(false);

    await user.click(toggle);
    expect(menu.open).toBe(true);

    await user.keyboard('{Escape}');
    expect(menu.open).toBe(false);
    expect(document.activeElement).toBe(toggle);

    await user.click(toggle);
    await user.click(within(menu).getByRole('link', { name: 'Portfolio' }));
    expect(menu.open).toBe(false);
    expect(within(mainNav()).getAllByRole('link', { name: 'Portfolio (active)' }).length).toBeGreaterThan(0);
  });
});

describe('NavBar: the cart', () => {
  const partId = '7b0c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3';
  const keepInBrowser = (qty: number) =>
    localStorage.setItem('crankworks.cart', JSON.stringify([{ productId: partId, qty }]));
  const cartLink = () => within(wideMenu()).getByRole('link', { name: /^Cart/ });

  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('counts a visitor’s cart, kept in this browser, and follows its changes', async () => {
    stubFetch(() => jsonResponse(null));
    keepInBrowser(3);
    renderWithProviders(<NavBar />, { route: '/' });
    await waitFor(() => expect(cartLink().getAttribute('aria-label')).toBe('Cart, 3 items'));
    expect(cartLink().getAttribute('href')).toBe('/cart');

    keepInBrowser(1);
    window.dispatchEvent(new StorageEvent('storage', { key: 'crankworks.cart' }));
    await waitFor(() => expect(cartLink().getAttribute('aria-label')).toBe('Cart, 1 item'));
  });

  it('renders no count on the server, which cannot know the browser’s cart', () => {
    keepInBrowser(3);
    const queryClient = new QueryClient();
    queryClient.setQueryData(authKeys.session(), null);
    const html = renderToString(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <NavBar />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(html).toContain('aria-label="Cart"');
    expect(html).not.toContain('badge');
  });

  it('counts a signed-in customer’s cart from the server', async () => {
    stubFetch((url) => {
      if (url === '/api/auth/get-session') return jsonResponse(aSessionAnswer());
      if (url === '/api/cart') return jsonResponse(aCart([aCartLine({ qty: 2, lineTotal: 39.98 })]));
      if (url.startsWith('/api/user/')) return jsonResponse({ accessToken: 'token-1' });
      throw new Error(`unexpected call ${url}`);
    });
    renderWithProviders(<NavBar />, { route: '/cart' });
    await waitFor(() => expect(cartLink().getAttribute('aria-label')).toBe('Cart, 2 items (active)'));
  });

  it('brings a visitor’s cart into his account once he is signed in, once', async () => {
    keepInBrowser(6);
    const fetchMock = stubFetch((url, init) => {
      if (url === '/api/auth/get-session') return jsonResponse(aSessionAnswer());
      if (url === '/api/cart/merge') return jsonResponse(aCart([aCartLine({ qty: 8, lineTotal: 159.92 })]));
      if (url.startsWith('/api/user/')) return jsonResponse({ accessToken: 'token-1' });
      throw new Error(`unexpected call ${init?.method ?? 'GET'} ${url}`);
    });
    renderWithProviders(<NavBar />, { route: '/' });
    await waitFor(() => expect(cartLink().getAttribute('aria-label')).toBe('Cart, 8 items'));
    expect(localStorage.getItem('crankworks.cart')).toBeNull();
    const merges = fetchMock.mock.calls.filter(([url]) => url === '/api/cart/merge');
    expect(merges).toHaveLength(1);
    expect(JSON.parse(String(merges[0]?.[1]?.body))).toEqual({ lines: [{ productId: partId, qty: 6 }] });
  });
});

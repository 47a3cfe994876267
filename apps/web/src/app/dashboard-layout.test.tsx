import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../test/render.tsx';
import { Component as DashboardLayout } from './dashboard-layout.tsx';
import { aSessionAnswer } from '../test/users.ts';

function renderDashboard(admin: boolean) {
  stubFetch((url) => {
    if (url === '/api/auth/get-session') {
      return jsonResponse(aSessionAnswer({ role: admin ? 'admin' : 'user' }));
    }
    if (url === '/api/admin/rider%40example.com') return jsonResponse({ admin });
    throw new Error(`unexpected call ${url}`);
  });
  return renderWithProviders(
    <Routes>
      <Route path="/dashboard" element={<DashboardLayout />}>
        <Route path="profile" element={<h1>My Profile page</h1>} />
        <Route path="orders" element={<h1>My Orders page</h1>} />
      </Route>
    </Routes>,
    { route: '/dashboard/profile' },
  );
}

const sidebarLinks = () =>
  within(screen.getByRole('navigation', { name: 'Dashboard' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('DashboardLayout', () => {
  it('shows a customer My Profile, Add Review and My Orders', async () => {
    renderDashboard(false);
    expect(await screen.findByRole('link', { name: 'My Orders' })).toBeTruthy();
    expect(sidebarLinks()).toEqual(['My Profile (active)', 'Add Review', 'My Orders']);
  });

  it('shows an admin My Profile and the admin pages, without the customer ones', async () => {
    renderDashboard(true);
    expect(await screen.findByRole('link', { name: 'All Users' })).toBeTruthy();
    expect(sidebarLinks()).toEqual([
      'My Profile (active)',
      'All Users',
      'Manage Orders',
      'Manage Products',
      'Add Product',
      'Categories',
      'Specifications',
      'Manage Reviews',
      'Messages',
      'Outbox',
      'Shipping',
      'Settings',
    ]);
  });

  it('lets the e-mail wrap only after its @ and before its dots, never inside a word', async () => {
    renderDashboard(false);
    const email = await screen.findByText('rider@example.com');
    expect(email.innerHTML).toBe('rider@<wbr>example<wbr>.com');
    expect(email.className).not.toContain('break-all');
  });

  it('opens the sidebar as a drawer from its button and closes it on navigation and Escape', async () => {
    const { user } = renderDashboard(false);
    const toggle = screen.getByRole('button', { name: 'Dashboard menu' });
    const sidebar = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(sidebar?.className).toContain('hidden');

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(sidebar?.className).not.toMatch(/(^|\s)hidden/);
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);

    await user.click(toggle);
    await user.click(await screen.findByRole('link', { name: 'My Orders' }));
    expect(await screen.findByRole('heading', { name: 'My Orders page' })).toBeTruthy();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});

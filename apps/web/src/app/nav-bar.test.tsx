import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../test/render.tsx';
import { NavBar } from './nav-bar.tsx';

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
/** The visible links whose text says "(active)" (the closed mobile menu is hidden, so not counted). */
const activeLinks = () =>
  within(mainNav())
    .getAllByRole('link')
    .filter((link) => link.textContent?.endsWith(' (active)'));

describe('NavBar', () => {
  // A visitor: the session check finds nobody signed in.
  beforeEach(() => stubFetch(() => jsonResponse(null)));
  afterEach(() => vi.unstubAllGlobals());

  it('marks only the link of the current page "(active)"', () => {
    renderWithProviders(<NavBar />, { route: '/blogs' });
    const nav = mainNav();
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
    expect(activeLinks()).toEqual([within(mainNav()).getByRole('link', { name: 'Home (active)' })]);
  });

  it('opens the mobile menu from its button and closes it on Escape and on navigation', async () => {
    const { user } = renderWithProviders(<NavBar />, { route: '/' });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(menu?.hidden).toBe(true);

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(menu?.hidden).toBe(false);

    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);

    await user.click(toggle);
    await user.click(within(menu as HTMLElement).getByRole('link', { name: 'Portfolio' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(mainNav()).getAllByRole('link', { name: 'Portfolio (active)' }).length).toBeGreaterThan(0);
  });
});

import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../test/render.tsx';
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

import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteError } from './route-error.tsx';

function Broken(): never {
  throw new Error('render failed');
}

describe('RouteError', () => {
  it('replaces a crashed page with a friendly message and a link that reloads it', async () => {
    // React reports the caught render error on the console; keep the test output readable.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/blogs', Component: Broken, ErrorBoundary: RouteError }], {
      initialEntries: ['/blogs?page=2'],
    });
    render(<RouterProvider router={router} />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reload the page' }).getAttribute('href')).toBe('/blogs?page=2');
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    vi.restoreAllMocks();
  });

  it('loads the page afresh, once, when its code could not be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const failing = () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/blogs-page-x.js'));
    const show = async () => {
      const router = createMemoryRouter([{ path: '/blogs', lazy: failing, ErrorBoundary: RouteError }], {
        initialEntries: ['/blogs?page=2'],
      });
      const { unmount } = render(<RouterProvider router={router} />);
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' });
      unmount();
    };
    await show();
    expect(assign).toHaveBeenCalledExactlyOnceWith('/blogs?page=2');
    // It failed again right after: the message stays, with its link, rather than reload in a loop.
    await show();
    expect(assign).toHaveBeenCalledOnce();
    sessionStorage.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
});

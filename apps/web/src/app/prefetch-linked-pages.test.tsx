import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../test/render.tsx';
import { aSessionAnswer } from '../test/users.ts';
import { prefetchLinkedPages, usePrefetchMarkedLinks } from './prefetch-linked-pages.ts';

function Home() {
  usePrefetchMarkedLinks();
  return (
    <>
      <a href="/purchase/1" data-prefetch="">
        Buy Now
      </a>
      <a href="/purchase/2" data-prefetch="">
        Buy Now
      </a>
      <a href="/blogs">Blogs</a>
    </>
  );
}

afterEach(() => vi.unstubAllGlobals());

function renderHome(session: unknown) {
  stubFetch(() => jsonResponse(session));
  const pages = {
    purchase: vi.fn(async () => ({ Component: () => null })),
    blogs: vi.fn(async () => ({ Component: () => null })),
  };
  const routes: RouteObject[] = [
    { path: '/', element: <Home /> },
    { path: '/purchase/:id', lazy: pages.purchase },
    { path: '/blogs', lazy: pages.blogs },
  ];
  prefetchLinkedPages(routes);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={createMemoryRouter(routes)} />
    </QueryClientProvider>,
  );
  return pages;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('usePrefetchMarkedLinks', () => {
  it("fetches a marked link's page code for a signed-in customer once the browser is idle, once, and nothing else", async () => {
    const pages = renderHome(aSessionAnswer());
    await waitFor(() => expect(pages.purchase).toHaveBeenCalledTimes(1));
    await settle();
    expect(pages.purchase).toHaveBeenCalledTimes(1);
    expect(pages.blogs).not.toHaveBeenCalled();
  });

  it('fetches nothing for a visitor, whose Buy Now leads to signing in first', async () => {
    const pages = renderHome(null);
    await settle();
    expect(pages.purchase).not.toHaveBeenCalled();
  });
});

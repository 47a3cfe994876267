import type { Product, ProductPage } from '@crankworks/contract';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductList } from '../features/products/index.ts';
import { aProduct, stubCatalogueFetch } from '../test/products.ts';
import { jsonResponse } from '../test/render.tsx';
import { App } from './app.tsx';

const page = (items: Product[], nextCursor: string | null = null): ProductPage => ({ items, nextCursor });

afterEach(() => vi.unstubAllGlobals());

describe('App', () => {
  it('shows the parts fetched ahead in the same task as the tap on "Load more", not in a later transition', async () => {
    const fetched = stubCatalogueFetch((url) =>
      jsonResponse(
        url.includes('cursor=c1')
          ? page([aProduct({ _id: crypto.randomUUID(), name: 'Saddle' })])
          : page([aProduct({ _id: crypto.randomUUID(), name: 'Brake Pads' })], 'c1'),
      ),
    );
    const router = createMemoryRouter([{ path: '/', element: <ProductList /> }]);
    render(<App router={router} queryClient={new QueryClient()} />);
    const loadMore = await screen.findByRole('link', { name: 'Load more' });
    const catalogueRequests = () =>
      fetched.mock.calls.filter(([url]) => String(url).startsWith('/api/products?'));
    await waitFor(() => expect(catalogueRequests()).toHaveLength(2));

    // A plain click: inside act(), as testing-library's would be, a transition would render at once too.
    loadMore.click();
    expect(screen.queryByRole('heading', { name: 'Saddle' })).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
  });
});

import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, expect, it, vi } from 'vitest';
import { cartQueryOptions } from '../../features/cart/index.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { aCart, aCartLine } from '../../test/cart.ts';
import { jsonResponse, stubFetch } from '../../test/render.tsx';
import { hydratePageState, serializePageState } from './page-state.ts';

const email = 'rider@example.com';
const rendered = aCart([aCartLine()]);
const visitorLine = { productId: '0d9c8b7a-6f5e-4d3c-8b2a-190817263544', qty: 2 };
const merged = aCart([aCartLine(), aCartLine({ productId: visitorLine.productId, name: 'Chain', qty: 2 })]);

/** The browser's query cache as it starts on a cart page the server rendered for this customer. */
function cacheOfRenderedPage() {
  const server = new QueryClient();
  server.setQueryData(cartQueryOptions(email).queryKey, rendered);
  const browser = createQueryClient();
  hydratePageState(browser, serializePageState(server));
  return browser;
}

/** The cart as a page's component reads it once hydrated. */
function readCart(queryClient: QueryClient) {
  const observer = new QueryObserver(queryClient, cartQueryOptions(email));
  const unsubscribe = observer.subscribe(() => {});
  return { observer, unsubscribe };
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

it('keeps the cart the server rendered, without asking for it again', async () => {
  const fetchMock = stubFetch((url) => {
    throw new Error(`unexpected call ${url}`);
  });
  const { observer, unsubscribe } = readCart(cacheOfRenderedPage());
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(observer.getCurrentResult().data).toEqual(rendered);
  expect(fetchMock).not.toHaveBeenCalled();
  unsubscribe();
});

it('merges a visitor’s cart still in this browser into the rendered one at once', async () => {
  localStorage.setItem('crankworks.cart', JSON.stringify([visitorLine]));
  const fetchMock = stubFetch((url, init) => {
    if (`${init?.method} ${url}` === 'POST /api/cart/merge') return jsonResponse(merged);
    throw new Error(`unexpected call ${init?.method} ${url}`);
  });
  const { observer, unsubscribe } = readCart(cacheOfRenderedPage());
  expect(observer.getCurrentResult().data).toEqual(rendered);
  await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual(merged));
  expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ lines: [visitorLine] });
  expect(localStorage.getItem('crankworks.cart')).toBeNull();
  unsubscribe();
});

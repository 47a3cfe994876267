import type { SessionUser, ShippingOptionsRequest } from '@crankworks/contract';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { adminCheckQueryOptions, authConfigQueryOptions } from '../../features/auth/index.ts';
import { cartQueryOptions } from '../../features/cart/index.ts';
import { categoriesQueryOptions } from '../../features/categories/index.ts';
import { getMyOrdersQueryOptions, getOrderQueryOptions } from '../../features/orders/index.ts';
import {
  accountSessionsQueryOptions,
  addressesQueryOptions,
  profileQueryOptions,
} from '../../features/profile/index.ts';
import {
  facetsQueryOptions,
  getProductsQueryOptions,
  PRODUCT_PAGE_SIZE,
  productQueryOptions,
  readCatalogueFilter,
  readCataloguePages,
} from '../../features/products/index.ts';
import { getPurchaseProductQueryOptions } from '../../features/purchase/index.ts';
import { getReviewsQueryOptions } from '../../features/reviews/index.ts';
import { defaultQuoteRequest, shippingOptionsQueryOptions } from '../../features/shipment/index.ts';
import { ApiRequestError } from '../../lib/api-client.ts';

interface PageRequest {
  params: Record<string, string | undefined>;
  search: URLSearchParams;
  user: SessionUser | null;
}

interface PageData {
  pattern: string;
  /** Only for a signed-in user: a visitor is sent to the login page. */
  signedIn?: boolean;
  /** Fills the cache with what the page shows first; false when the part it shows does not exist. */
  load?: (queryClient: QueryClient, request: PageRequest) => Promise<boolean | void>;
}

/**
 * An order form's address book, and the shipping options of its default address for these lines: the
 * methods show from the first paint. Either may fail: the form then reads them in the browser.
 */
async function loadShipment(queryClient: QueryClient, lines: Promise<ShippingOptionsRequest['lines']>) {
  const [book, forLines] = await Promise.all([queryClient.fetchQuery(addressesQueryOptions()), lines]);
  const request = defaultQuoteRequest(book.addresses, forLines);
  if (request) await queryClient.prefetchQuery(shippingOptionsQueryOptions(request));
}

/** A catalogue's parts (as many pages as the URL shows) and its filters' counts, as the URL filters them. */
function loadCatalogue(queryClient: QueryClient, search: URLSearchParams, category?: string) {
  const filter = { ...readCatalogueFilter(search), category };
  return Promise.all([
    queryClient.prefetchInfiniteQuery({
      ...getProductsQueryOptions(PRODUCT_PAGE_SIZE, filter),
      pages: readCataloguePages(search),
    }),
    queryClient.prefetchQuery(facetsQueryOptions(filter)),
  ]);
}

/** A dashboard page's sidebar, which lists an admin's pages too, from the first paint. */
const loadDashboard = (queryClient: QueryClient, user: SessionUser) =>
  queryClient.prefetchQuery(adminCheckQueryOptions(user.email));

const isMissing = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 404 || error.status === 400);

/** Reads the page's subject (a part): false when the API answers that there is none. */
const loadSubject = <T, K extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
) =>
  queryClient.fetchQuery(options).then(
    () => true,
    (error: unknown) => !isMissing(error),
  );

/** A signed-in page of the dashboard: its sidebar, and what `prefetch` asks for, from the first paint. */
const dashboardPage = (
  pattern: string,
  prefetch: (queryClient: QueryClient, user: SessionUser) => Promise<void>[] = () => [],
): PageData => ({
  pattern,
  signedIn: true,
  load: async (queryClient, { user }) => {
    if (user) await Promise.all([loadDashboard(queryClient, user), ...prefetch(queryClient, user)]);
  },
});

/** A page of one of the customer's orders (its invoice, its payment): false when there is none. */
async function loadOrderPage(queryClient: QueryClient, { params, user }: PageRequest) {
  if (!user) return;
  const [found] = await Promise.all([
    loadSubject(queryClient, getOrderQueryOptions(params.id ?? '')),
    loadDashboard(queryClient, user),
  ]);
  return found;
}

/**
 * The pages the server renders, with the queries each one shows before any interaction: the same
 * query options (keys and functions) its components use, so the browser finds them in its cache.
 * Other pages (the dashboard) start in the browser.
 */
const pages: PageData[] = [
  {
    pattern: '/',
    load: async (queryClient, { search }) => {
      await Promise.all([
        loadCatalogue(queryClient, search),
        queryClient.prefetchQuery(getReviewsQueryOptions()),
        queryClient.prefetchQuery(categoriesQueryOptions()),
      ]);
    },
  },
  { pattern: '/blogs' },
  { pattern: '/portfolio' },
  { pattern: '/login', load: (queryClient) => queryClient.prefetchQuery(authConfigQueryOptions()) },
  { pattern: '/forgot-password' },
  { pattern: '/reset-password' },
  {
    pattern: '/products/:id',
    load: (queryClient, { params }) => loadSubject(queryClient, productQueryOptions(params.id ?? '')),
  },
  {
    pattern: '/categories/:slug',
    load: async (queryClient, { params, search }) => {
      const slug = params.slug ?? '';
      const [categories] = await Promise.all([
        queryClient.fetchQuery(categoriesQueryOptions()).catch(() => undefined),
        loadCatalogue(queryClient, search, slug),
      ]);
      // A list that could not be read leaves the page to the browser, which says so.
      return !categories || categories.items.some((category) => category.slug === slug);
    },
  },
  // A visitor's cart is in his browser: only a signed-in customer's is rendered. A visitor's cart
  // still in the browser makes it stale there, and the browser's first read merges it (get-cart.ts).
  {
    pattern: '/cart',
    load: async (queryClient, { user }) => {
      if (user) await queryClient.prefetchQuery(cartQueryOptions(user.email));
    },
  },
  {
    pattern: '/checkout',
    signedIn: true,
    load: async (queryClient, { user }) => {
      if (!user) return;
      const cart = queryClient.fetchQuery(cartQueryOptions(user.email));
      await Promise.all([
        cart.catch(() => undefined),
        loadShipment(
          queryClient,
          cart.then(({ lines }) => lines.map(({ productId, qty }) => ({ productId, qty }))),
        ).catch(() => undefined),
      ]);
    },
  },
  {
    pattern: '/purchase/:id',
    signedIn: true,
    load: async (queryClient, { params, user }) => {
      const product = getPurchaseProductQueryOptions(params.id ?? '');
      const [found] = await Promise.all([
        loadSubject(queryClient, product),
        user &&
          loadShipment(
            queryClient,
            queryClient
              .fetchQuery(product)
              .then(({ _id, minimumQty }) => [{ productId: _id, qty: minimumQty }]),
          ).catch(() => undefined),
      ]);
      return found;
    },
  },
  // A customer's orders, each order's page, My Profile and Add Review work without the app (issue
  // 39); paying needs it.
  dashboardPage('/dashboard/orders', (queryClient, user) => [
    queryClient.prefetchQuery(getMyOrdersQueryOptions(user.email)),
  ]),
  { pattern: '/dashboard/orders/:id', signedIn: true, load: loadOrderPage },
  dashboardPage('/dashboard/profile', (queryClient, user) => [
    queryClient.prefetchQuery(profileQueryOptions(user.email)),
    queryClient.prefetchQuery(addressesQueryOptions()),
    queryClient.prefetchQuery(accountSessionsQueryOptions()),
  ]),
  dashboardPage('/dashboard/review'),
  { pattern: '/dashboard/payment/:id', signedIn: true, load: loadOrderPage },
];

export type PageMatch = PageData & { params: PageRequest['params'] };

/** The rendered page at this path, if the server renders it. */
export function serverRenderedPage(pathname: string): PageMatch | undefined {
  for (const page of pages) {
    const match = matchPath(page.pattern, pathname);
    if (match) return { ...page, params: match.params };
  }
  return undefined;
}

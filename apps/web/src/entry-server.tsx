import { AsyncLocalStorage } from 'node:async_hooks';
import { isAppRoute, loginPathFor } from '@crankworks/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { appRoutes } from './app/router.tsx';
import { serverRenderedPage, type PageMatch } from './app/ssr/page-data.ts';
import { serializePageState } from './app/ssr/page-state.ts';
import { routeModulesOf } from './app/ssr/route-modules.ts';
import { sessionQueryOptions } from './features/auth/api/get-session.ts';
import { setApiTransport } from './lib/api-client.ts';

/**
 * A server-rendered page: the tags React hoists into <head>, the app's markup, its query data as
 * JSON, the source modules of its lazy routes, and those of the pages its main actions lead to (the
 * browser fetches their chunks once the page has painted).
 */
export interface RenderedPage {
  status: 200 | 404;
  head: string;
  body: string;
  state: string;
  modules: string[];
  nextModules: string[];
}

export type RenderResult = RenderedPage | { redirect: string } | null;

// Renders run concurrently: each one's API calls go to the transport of the request it renders.
const transports = new AsyncLocalStorage<typeof fetch>();
setApiTransport((input, init) => {
  const transport = transports.getStore();
  if (!transport) throw new Error('An API call outside a page render');
  return transport(input, init);
});

const handler = createStaticHandler(appRoutes);

/** React writes the hoisted <title>, <meta> and <link> tags first; they belong in <head>. */
const HOISTED_TAGS = /^(?:<title>[^<]*<\/title>|<meta [^>]*>|<link [^>]*>)+/;

/** A link the app marks as the page's main action (`data-prefetch`: Buy Now), and its path. */
const MARKED_LINK = /<a [^>]*data-prefetch[^>]*>/g;
const LINK_PATH = /href="(\/[^"]*)"/;

/** Each route's source modules, worked out once: the routes do not change while the server runs. */
const modulesOfRoute = new Map<string, Promise<string[]>>();

const modulesOfPage = async (path: string) => {
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  return context instanceof Response ? [] : routeModulesOf(context);
};

/**
 * The source modules of the pages the marked links of `html` lead to: a signed-in customer's tap on
 * Buy Now then finds its page's code already fetched (decision 030).
 */
async function markedPageModules(html: string): Promise<string[]> {
  const modules = new Set<string>();
  for (const [link] of html.matchAll(MARKED_LINK)) {
    const path = LINK_PATH.exec(link)?.[1];
    const route = path && matchRoutes(handler.dataRoutes, path)?.at(-1)?.route.id;
    if (!route) continue;
    if (!modulesOfRoute.has(route)) modulesOfRoute.set(route, modulesOfPage(path));
    (await modulesOfRoute.get(route)!).forEach((module) => modules.add(module));
  }
  return [...modules];
}

/**
 * Renders the page at `url` (path and query) as the browser would on its first render, with the
 * data the API answers through `api` (the server's own routes, with the visitor's cookie). Null for
 * a page the browser renders alone (the dashboard); a redirect for a signed-in page and a visitor.
 */
export function renderPage(url: string, api: typeof fetch): Promise<RenderResult> {
  return transports.run(api, () => render(new URL(url, 'http://localhost')));
}

async function render(url: URL): Promise<RenderResult> {
  const known = isAppRoute(url.pathname);
  const page: PageMatch | undefined = known ? serverRenderedPage(url.pathname) : { pattern: '*', params: {} };
  if (!page) return null;

  // Nothing retries on the server: a failed query renders as it would in the browser.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = await queryClient.fetchQuery(sessionQueryOptions()).catch(() => null);
  if (page.signedIn && !user) return { redirect: loginPathFor(`${url.pathname}${url.search}`) };
  const found =
    (await page.load?.(queryClient, { params: page.params, search: url.searchParams, user })) ?? true;

  const context = await handler.query(new Request(url));
  if (context instanceof Response) return { redirect: context.headers.get('location') ?? '/' };
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>,
  );
  const head = HOISTED_TAGS.exec(html)?.[0] ?? '';
  return {
    status: known && found ? 200 : 404,
    head,
    body: html.slice(head.length),
    state: serializePageState(queryClient),
    modules: await routeModulesOf(context),
    // A visitor's Buy Now leads to signing in first: nothing to fetch ahead for him.
    nextModules: user ? await markedPageModules(html) : [],
  };
}

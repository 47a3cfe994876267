import { StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import { App } from './app/app.tsx';
import { prefetchLinkedPages } from './app/prefetch-linked-pages.ts';
import { appRoutes } from './app/router.tsx';
import { hydratePageState } from './app/ssr/page-state.ts';
import { createQueryClient } from './lib/query-client.ts';

/**
 * Loads the lazy route modules of this URL before the first render: hydration must render the page
 * the server sent, not the router's loading state.
 */
async function resolveLazyRoutes(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, module, { lazy: undefined });
    }),
  );
}

/**
 * Fetches each page's code a second time if the first try fails: a flaky link loses a script now and
 * then, and the browser does fetch a failed module again. A second failure reaches RouteError.
 */
function retryLazyRoutesOnce(routes: RouteObject[]) {
  for (const route of routes) {
    const load = route.lazy;
    if (typeof load === 'function') route.lazy = () => load().catch(() => load());
    if (route.children) retryLazyRoutesOnce(route.children);
  }
}
retryLazyRoutesOnce(appRoutes);

const queryClient = createQueryClient();
// Hydration data (even none: no route has a loader) tells the router the page came from the server,
// so it leaves the scroll position where the visitor has it instead of jumping to the top.
const app = (hydrationData?: HydrationState): ReactNode => (
  <StrictMode>
    <App router={createBrowserRouter(appRoutes, { hydrationData })} queryClient={queryClient} />
  </StrictMode>
);
prefetchLinkedPages(appRoutes);

/** Renders the app into an empty root: the pages the server does not render (the dashboard). */
export function renderApp(root: HTMLElement) {
  createRoot(root).render(app());
}

/**
 * Gets ready to take over a page the server rendered (its route modules loaded, its data in the
 * cache) and returns the step that does it, so the caller can put back what the visitor did
 * meanwhile right before and after. From that step on React answers every event: it hydrates the
 * page in small tasks, one Suspense boundary at a time (each page section is one), and a boundary
 * that the visitor clicks or types into at once, replaying the event.
 */
export async function prepareHydration(root: HTMLElement, pageState: string): Promise<() => void> {
  await resolveLazyRoutes(appRoutes);
  hydratePageState(queryClient, pageState);
  return () => void hydrateRoot(root, app({}));
}

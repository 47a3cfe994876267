import { StrictMode, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { App } from './app/app.tsx';
import { appRoutes } from './app/router.tsx';
import { hydratePageState, PAGE_STATE_ID } from './app/ssr/page-state.ts';
import { createQueryClient } from './lib/query-client.ts';
import './index.css';

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

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const queryClient = createQueryClient();
const app = (): ReactNode => (
  <StrictMode>
    <App router={createBrowserRouter(appRoutes)} queryClient={queryClient} />
  </StrictMode>
);

// The server renders the public pages (and sends their data); the dashboard starts here.
const pageState = document.getElementById(PAGE_STATE_ID)?.textContent;
if (pageState) {
  // Until hydrated, the server's buttons and forms do nothing (and typing would be lost): say so, to
  // assistive technology and to test drivers, which wait for enabled controls.
  root.setAttribute('aria-disabled', 'true');
  void resolveLazyRoutes(appRoutes).then(() => {
    hydratePageState(queryClient, pageState);
    // In one go rather than in slices: the page answers clicks and typing as soon as it can.
    flushSync(() => hydrateRoot(root, app()));
    root.removeAttribute('aria-disabled');
  });
} else {
  createRoot(root).render(app());
}

import { useEffect } from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router';
import { useSession } from '../features/auth/index.ts';

const requested = new Set<RouteObject>();
let appRoutes: RouteObject[] = [];

/** Fetches (and keeps) the code of the page `link` leads to, once. */
function fetchPageOf(routes: RouteObject[], link: HTMLAnchorElement) {
  for (const { route } of matchRoutes(routes, link.pathname) ?? []) {
    const load = route.lazy;
    if (typeof load !== 'function' || requested.has(route)) continue;
    requested.add(route);
    load().catch(() => requested.delete(route));
  }
}

/**
 * Fetches the code of the page a link leads to as soon as the visitor shows the intent to follow it
 * (the pointer over it, a finger or a key on it), not when it is clicked: on a phone's link the round
 * trip for a page's code then overlaps the tap itself. Links merely on screen are not fetched: on the
 * home page that would be some 50 KB (the login page's forms) for links most visitors never follow.
 */
export function prefetchLinkedPages(routes: RouteObject[]) {
  appRoutes = routes;
  const onIntent = (event: Event) => {
    const link =
      event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href^="/"]') : null;
    if (link) fetchPageOf(routes, link);
  };
  for (const name of ['pointerover', 'pointerdown', 'focusin']) {
    addEventListener(name, onIntent, { capture: true, passive: true });
  }
}

const whenIdle = (then: () => void) => {
  if (!('requestIdleCallback' in window)) {
    const timer = setTimeout(then, 200);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(then, { timeout: 2000 });
  return () => cancelIdleCallback(handle);
};

/**
 * For a signed-in customer, fetches the code of the pages that links marked `data-prefetch` (a page's
 * main action: Buy Now) lead to, once the browser is idle on each page and before any intent: the
 * order form would otherwise fetch some 18 files on the tap (decision 030). A visitor's Buy Now
 * leads to signing in first, so nothing is fetched for them.
 */
export function usePrefetchMarkedLinks() {
  const { key } = useLocation();
  const signedIn = Boolean(useSession().user);
  useEffect(() => {
    if (!signedIn) return;
    return whenIdle(() =>
      document
        .querySelectorAll<HTMLAnchorElement>('a[data-prefetch][href^="/"]')
        .forEach((link) => fetchPageOf(appRoutes, link)),
    );
  }, [key, signedIn]);
}

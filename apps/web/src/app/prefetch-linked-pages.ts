import { matchRoutes, type RouteObject } from 'react-router';

const requested = new Set<RouteObject>();

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
  const onIntent = (event: Event) => {
    const link =
      event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href^="/"]') : null;
    if (link) fetchPageOf(routes, link);
  };
  for (const name of ['pointerover', 'pointerdown', 'focusin']) {
    addEventListener(name, onIntent, { capture: true, passive: true });
  }
}

import { isAppRoute } from '@crankworks/contract';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes } from './router.tsx';

/** Every page path of the router, as a pattern (`/dashboard/payment/:id`); the catch-all left out. */
function pagePaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.path ? `${parent}/${route.path}`.replace(/\/+/g, '/') : parent;
    const own = route.path === '*' ? [] : route.index || (route.path && !route.children) ? [path || '/'] : [];
    return [...own, ...pagePaths(route.children ?? [], path)];
  });
}

describe('the app route list in the contract', () => {
  it('holds every page of the router, so the server does not answer one of them with 404', () => {
    const paths = pagePaths(appRoutes);
    expect(paths.length).toBeGreaterThan(15);
    const missing = paths.filter((path) => !isAppRoute(path.replace(/:[^/]+/g, 'x')));
    expect(missing).toEqual([]);
  });

  it('does not take a made-up path for a page', () => {
    expect(isAppRoute('/dashboard/nothing')).toBe(false);
    expect(isAppRoute('/purchase')).toBe(false);
    expect(isAppRoute('/purchase/1/2')).toBe(false);
    expect(isAppRoute('/purchase/1')).toBe(true);
  });
});

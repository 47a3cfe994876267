import { isValidElement } from 'react';
import type { StaticHandlerContext } from 'react-router';

// The lazy route modules a server-rendered page may show: vite resolves these to the same modules
// (the same exported components) the router's `lazy` functions load.
const routeModules = import.meta.glob<Record<string, unknown>>([
  '../require-user.tsx',
  '../not-found-page.tsx',
  '../../features/*/routes/*.tsx',
  '!**/*.test.tsx',
]);

let bySource: Promise<Map<unknown, string>> | undefined;

/** Each route component, with its module's path from the web app's root, e.g. `src/app/not-found-page.tsx`. */
function componentSources() {
  bySource ??= Promise.all(
    Object.entries(routeModules).map(async ([path, load]) => {
      const source = new URL(path, 'file:///src/app/ssr/').pathname.slice(1);
      return Object.values(await load()).map((component) => [component, source] as const);
    }),
  ).then((entries) => new Map(entries.flat()));
  return bySource;
}

/**
 * The source modules of the routes the page shows, so that the server can list their chunks: the
 * browser then fetches them all at once instead of finding them one import after another.
 */
export async function routeModulesOf(context: StaticHandlerContext): Promise<string[]> {
  const sources = await componentSources();
  return context.matches.flatMap(({ route }) => {
    // React Router turns a loaded `Component` into the route's `element`.
    const component = route.Component ?? (isValidElement(route.element) ? route.element.type : undefined);
    const source = sources.get(component);
    return source ? [source] : [];
  });
}

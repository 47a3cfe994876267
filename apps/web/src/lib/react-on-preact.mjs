/**
 * What `react` is in the browser's production build: Preact's React layer, plus the one React 19
 * hook the app uses that it lacks (decision 071). The bundler alone reads this module (vite.config.ts);
 * the app imports `react` as ever, and its tests and the dev server run React itself. JavaScript,
 * not TypeScript: Preact types its React layer as one `export =`, which `export *` cannot re-export.
 */
import { useCallback, useLayoutEffect, useRef } from 'preact/compat';

export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * A function that always calls the latest `handler` given, yet is the same function from render to
 * render.
 * @template {unknown[]} Args
 * @template Result
 * @param {(...args: Args) => Result} handler
 */
export function useEffectEvent(handler) {
  const latestRef = useRef(handler);
  useLayoutEffect(() => {
    latestRef.current = handler;
  });
  return useCallback((/** @type {Args} */ ...args) => latestRef.current(...args), []);
}

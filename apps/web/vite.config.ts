import { createRequire } from 'node:module';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig } from 'vitest/config';
import { apiProxyTarget, serverSettings } from './dev-proxy.ts';
import { keepPreviousAssets } from './keep-previous-assets.ts';
import { precompressedAssets } from './precompress-assets.ts';

/**
 * react-router's package exports only its development build (remix-run/react-router#14753);
 * production bundles take the production build beside it: smaller, and without dev-only warnings.
 */
const reactRouterProductionBuild = createRequire(import.meta.url)
  .resolve('react-router')
  .replace(/[\\/]development[\\/]index\.m?js$/, '/production/index.mjs');

/**
 * The browser's production build runs the app on Preact's React layer: 9 KB of script where React DOM
 * is 67 KB, most of what a phone downloads and runs before the app takes a page over (decision 071).
 * The server renders with React itself, and so do the tests of components and the dev server; the
 * browser tests run this build.
 */
function productionAliases(isSsrBuild: boolean | undefined) {
  const routerBuild = { find: /^react-router$/, replacement: reactRouterProductionBuild };
  if (isSsrBuild) return [routerBuild];
  return [
    routerBuild,
    { find: /^react$/, replacement: new URL('./src/lib/react-on-preact.mjs', import.meta.url).pathname },
    { find: /^react-dom(\/client)?$/, replacement: 'preact/compat$1' },
    { find: /^react\/jsx(-dev)?-runtime$/, replacement: 'preact/jsx-runtime' },
  ];
}

/**
 * `npm run analyze -w @crankworks/web`: the build plus a module-by-module map of every chunk in
 * apps/web/stats.html, outside dist so that the server never serves it. Sizes are each module's
 * share of the minified chunk, read from the source maps.
 */
const bundleMap = process.env.ANALYZE
  ? [visualizer({ filename: 'stats.html', template: 'treemap', sourcemap: true })]
  : [];

/**
 * The app's entry (main.tsx) and everything it imports in four chunks rather than in some twenty
 * small ones: on a phone's link each request waits a round trip, and a browser opens six at a time.
 * Four, not one: the boot script runs each chunk in a task of its own, and React DOM, React Router
 * and TanStack Query evaluated as one module were a single task of over 100 ms on a phone
 * (decision 030). Each page's own code stays apart, and so does Vite's loader of lazy modules,
 * which the boot script shares and which must not bring the app.
 */
const appInFourChunks = {
  groups: [
    { name: 'preload', test: /vite[\\/]preload-helper/, priority: 3 },
    { name: 'react-dom', test: /node_modules[\\/](react|react-dom|scheduler|preact)[\\/]/, priority: 2 },
    { name: 'react-router', test: /node_modules[\\/]react-router[\\/]/, priority: 2 },
    { name: 'react-query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 2 },
    { name: 'app', test: /[\\/]src[\\/]main\.tsx$/, priority: 1 },
  ],
};

/**
 * `BUILD_ID` (a release or commit name, optional) goes at the top of every chunk: a file then says
 * which build it came from, and two builds of the same code get different file names.
 */
const buildStamp = process.env.BUILD_ID
  ? `/* crankworks build ${process.env.BUILD_ID.replace(/[^\w.-]/g, '')} */`
  : '';

export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    ...(isSsrBuild ? [] : [keepPreviousAssets(), precompressedAssets()]),
    ...bundleMap,
  ],
  resolve: { alias: mode === 'production' ? productionAliases(isSsrBuild) : [] },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': apiProxyTarget(serverSettings(new URL('../..', import.meta.url).pathname)) },
  },
  // The server-rendering build (`vite build --ssr`, into dist/server) needs no copy of the public files.
  publicDir: isSsrBuild ? false : 'public',
  // Self-contained (React's production build included), so the server can load it from any folder.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify(mode) } : {},
  // 'hidden': maps are written for error reports, but no bundle points at them (the server does not serve them in production).
  // The manifest tells the server which chunks a rendered page's routes need, to preload them.
  build: {
    outDir: 'dist',
    sourcemap: 'hidden',
    manifest: !isSsrBuild,
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: appInFourChunks, postBanner: buildStamp } },
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
  },
}));

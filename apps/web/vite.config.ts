import { createRequire } from 'node:module';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * react-router's package exports only its development build (remix-run/react-router#14753);
 * production bundles take the production build beside it: smaller, and without dev-only warnings.
 */
const reactRouterProductionBuild = createRequire(import.meta.url)
  .resolve('react-router')
  .replace(/[\\/]development[\\/]index\.m?js$/, '/production/index.mjs');

export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: mode === 'production' ? { alias: { 'react-router': reactRouterProductionBuild } } : {},
  server: {
    host: '127.0.0.1',
    port: 5173,
    // The API server `npm run dev` starts, on the PORT it reads too.
    proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}` },
  },
  // The server-rendering build (`vite build --ssr`, into dist/server) needs no copy of the public files.
  publicDir: isSsrBuild ? false : 'public',
  // Self-contained (React's production build included), so the server can load it from any folder.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify(mode) } : {},
  // 'hidden': maps are written for error reports, but no bundle points at them (the server does not serve them in production).
  // The manifest tells the server which chunks a rendered page's routes need, to preload them.
  build: { outDir: 'dist', sourcemap: 'hidden', manifest: !isSsrBuild },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
}));

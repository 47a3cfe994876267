import { createRequire } from 'node:module';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { apiProxyTarget, serverSettings } from './dev-proxy.ts';

/**
 * react-router's package exports only its development build (remix-run/react-router#14753);
 * production bundles take the production build beside it: smaller, and without dev-only warnings.
 */
const reactRouterProductionBuild = createRequire(import.meta.url)
  .resolve('react-router')
  .replace(/[\\/]development[\\/]index\.m?js$/, '/production/index.mjs');

export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss()],
  resolve: mode === 'production' ? { alias: { 'react-router': reactRouterProductionBuild } } : {},
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': apiProxyTarget(serverSettings(new URL('../..', import.meta.url).pathname)) },
  },
  // 'hidden': maps are written for error reports, but no bundle points at them (the server does not serve them in production).
  build: { outDir: 'dist', sourcemap: 'hidden' },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'dev-proxy.test.ts'],
    setupFiles: ['src/test/setup.ts'],
  },
}));

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/{src,test}/**/*.test.ts'],
          environment: 'node',
          // One process shares one database (PGlite costs ~3 s and ~1 GB to start); tests reset it by truncation.
          pool: 'forks',
          maxWorkers: 1,
          isolate: false,
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vite.config.ts',
    ],
  },
});

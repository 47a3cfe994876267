import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { baseURL, e2ePort as port } from './base-url.ts';
import { chromiumLaunchOptions } from './chromium.ts';
// The main process starts the server; workers only need baseURL, so the folder is made once.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'crankworks-e2e-'));
// The server's log, read after the run for any password a test typed (server-log-check.ts).
process.env.E2E_SERVER_LOG ??= join(mkdtempSync(join(tmpdir(), 'crankworks-e2e-log-')), 'server.log');

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // The cluster journey has its own config (cluster/playwright.config.ts) and servers.
  testIgnore: 'cluster/**',
  outputDir: './test-results',
  globalTeardown: './server-log-check.ts',
  // One server and one database for the whole run; specs change shared data, so they run in order.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: './playwright-report' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } },
  ],
  webServer: {
    command: `node --import tsx apps/server/src/main.ts >> "${process.env.E2E_SERVER_LOG}"`,
    cwd: '..',
    url: `${baseURL}/api/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      DEMO: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'info',
    },
  },
});

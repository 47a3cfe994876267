import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium.ts';
import { clusterURL } from './cluster-url.ts';

/** The customer journey through HAProxy in front of two nodes (npm test runs it after the other browser tests). */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../test-results/cluster',
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  globalSetup: './global-setup.ts',
  use: { baseURL: clusterURL, trace: 'retain-on-failure', screenshot: 'only-on-failure' },
  projects: [
    { name: 'cluster', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } },
  ],
});

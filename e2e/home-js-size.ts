import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/** The home page's JavaScript budget, gzipped (issue 2). */
export const HOME_JS_BUDGET_BYTES = 122 * 1024;

export interface ScriptSize {
  path: string;
  gzipBytes: number;
}

/**
 * Loads the home page in a real browser and measures every script it fetched until the network was
 * idle (the entry, its preloads and the lazily loaded home route), gzipped at the default level.
 */
export async function measureHomePageScripts(page: Page, baseURL: string): Promise<ScriptSize[]> {
  const sizes: Promise<ScriptSize>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    sizes.push(
      response
        .body()
        .then((body) => ({ path: new URL(response.url()).pathname, gzipBytes: gzipSync(body).length })),
    );
  });
  await page.goto(baseURL, { waitUntil: 'networkidle' });
  return Promise.all(sizes);
}

export const totalBytes = (sizes: ScriptSize[]) => sizes.reduce((sum, size) => sum + size.gzipBytes, 0);

import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/** The home page's JavaScript before the visitor does anything, gzipped (decision 030). */
export const HOME_JS_BUDGET_BYTES = 90 * 1024;

/** All of it once the first interaction has loaded the app that takes the page over (decision 030). */
export const HOME_APP_JS_BUDGET_BYTES = 128 * 1024;

export interface ScriptSize {
  path: string;
  gzipBytes: number;
}

export interface HomePageScripts {
  /** Fetched until the network was idle, with no interaction. */
  beforeInteraction: ScriptSize[];
  /** Everything fetched by the time the app had taken the page over after a first interaction. */
  afterInteraction: ScriptSize[];
}

/**
 * Loads the home page in a real browser and measures every script it fetched (gzipped at the
 * default level): first with no interaction, then after moving the mouse, which loads the app.
 */
export async function measureHomePageScripts(page: Page, baseURL: string): Promise<HomePageScripts> {
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
  const beforeInteraction = await Promise.all(sizes);
  await page.mouse.move(10, 10);
  await page.locator('#root[data-hydrated="true"]').waitFor();
  await page.waitForLoadState('networkidle');
  return { beforeInteraction, afterInteraction: await Promise.all(sizes) };
}

export const totalBytes = (sizes: ScriptSize[]) => sizes.reduce((sum, size) => sum + size.gzipBytes, 0);

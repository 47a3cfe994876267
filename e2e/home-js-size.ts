import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/**
 * The home page's JavaScript requested before its largest element has painted, as sent (decision
 * 030): what competes with the first screen for the link.
 */
export const HOME_JS_BUDGET_BYTES = 90 * 1024;

/**
 * All of it once the app has taken the page over, which it does untouched, after that paint
 * (decision 030), as sent: Brotli-compressed at build time (decision 004).
 */
export const HOME_APP_JS_BUDGET_BYTES = 116 * 1024;

/**
 * What issue 39 allows each of the home, a product's and the login page by its own method
 * (`pageScriptGzipBytes`): what a phone must download and run before the page is the app's.
 */
export const PAGE_SCRIPT_BUDGET_BYTES = 90 * 1024;

export interface ScriptSize {
  path: string;
  /** As the server sent it (compressed), which is what the visitor's link carries. */
  sentBytes: number;
}

export interface HomePageScripts {
  /** Requested before the largest contentful paint: the boot script; the app's chunks come after it. */
  beforeLargestPaint: ScriptSize[];
  /** Everything fetched by the time the app had taken the page over and the network was idle. */
  hydrated: ScriptSize[];
}

/** When the largest paint happened and when each script was requested, in the page's own clock. */
const pageTimings = () =>
  new Promise<{ largestPaint: number; scripts: { path: string; start: number }[] }>((resolve) => {
    // window's, not Node's: this runs in the page.
    new window.PerformanceObserver((list) => {
      const entries = list.getEntries();
      const scripts = window.performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }));
      resolve({ largestPaint: entries[entries.length - 1]!.startTime, scripts });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });

/**
 * Loads the home page in a real browser without touching it and measures every script it fetched
 * (its bytes as the server sent them): those requested before the largest paint, and all of them
 * once the app has taken the page over.
 */
export async function measureHomePageScripts(page: Page, baseURL: string): Promise<HomePageScripts> {
  const sizes: Promise<ScriptSize>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    sizes.push(
      response
        .request()
        .sizes()
        .then(({ responseBodySize }) => ({
          path: new URL(response.url()).pathname,
          sentBytes: responseBodySize,
        })),
    );
  });
  await page.goto(baseURL);
  await page.locator('#root[data-hydrated="true"]').waitFor();
  await page.waitForLoadState('networkidle');
  const hydrated = await Promise.all(sizes);
  const { largestPaint, scripts } = await page.evaluate(pageTimings);
  const early = new Set(scripts.filter((script) => script.start < largestPaint).map((script) => script.path));
  return { beforeLargestPaint: hydrated.filter((script) => early.has(script.path)), hydrated };
}

export const totalBytes = (sizes: ScriptSize[]) => sizes.reduce((sum, size) => sum + size.sentBytes, 0);

/**
 * Issue 39's method: the body of every script response from `goto(url, { waitUntil: 'networkidle' })`
 * and 500 ms more, gzipped at level 9, summed.
 */
export async function pageScriptGzipBytes(page: Page, url: string) {
  const bodies: Promise<Buffer>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body());
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const sizes = await Promise.all(bodies);
  return sizes.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
}

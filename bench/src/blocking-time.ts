// Blocking time as the browser itself measures it on the phone profile of the first-tap bench (4×
// CPU, 150 ms, 1.6 Mbps): the long tasks (over 50 ms) from the first paint until the app has taken
// the page over and the page has been quiet for two seconds, each counted beyond its first 50 ms, as
// Lighthouse's TBT counts them. Lighthouse simulates its TBT from an unthrottled load (tasks × 4);
// this is the same page's work on a throttled one. The same loads give the browser's own first and
// largest paint, which Lighthouse also simulates, and when the app had taken the page over: from then
// on a tap is answered by the app, before it by the page as plain HTML.
import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunchOptions } from '../../e2e/chromium.ts';
import { CPU_SLOWDOWN, LINK, PHONE } from './first-tap.ts';
import { pagesOf } from './lighthouse.ts';
import { median } from './stats.ts';

const RUNS = Number(process.env.BENCH_BLOCKING_RUNS ?? 3);
const QUIET_MS = 2000;

interface BlockingRun {
  blockingMs: number;
  longestTaskMs: number;
  firstPaintMs: number;
  largestPaintMs: number;
  takenOverMs: number;
}

async function loadOnce(
  browser: Browser,
  baseURL: string,
  path: string,
  cookie?: string,
): Promise<BlockingRun> {
  const context = await browser.newContext({ ...PHONE, baseURL });
  try {
    if (cookie) await context.setExtraHTTPHeaders({ cookie });
    await context.addInitScript(() => {
      const tasks: [number, number][] = [];
      Object.assign(window, { benchLongTasks: tasks });
      new PerformanceObserver((list) => {
        for (const task of list.getEntries()) tasks.push([task.startTime, task.duration]);
      }).observe({ type: 'longtask', buffered: true });
      // The largest paint is not in the performance timeline's buffer: only an observer sees it.
      new PerformanceObserver((list) => {
        Object.assign(window, { benchLargestPaint: list.getEntries().at(-1)?.startTime ?? 0 });
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      const takenOver = new MutationObserver(() => {
        if (!document.querySelector('#root[data-hydrated="true"]')) return;
        Object.assign(window, { benchTakenOver: performance.now() });
        takenOver.disconnect();
      });
      takenOver.observe(document, { subtree: true, attributeFilter: ['data-hydrated'] });
    });
    const page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    await devtools.send('Network.enable');
    await devtools.send('Network.emulateNetworkConditions', { offline: false, ...LINK });
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(path, { waitUntil: 'load' });
    await page.locator('#root[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(QUIET_MS);
    return await page.evaluate(() => {
      const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const tasks = (window as unknown as { benchLongTasks: [number, number][] }).benchLongTasks.filter(
        ([start]) => start >= firstPaint,
      );
      return {
        blockingMs: tasks.reduce((sum, [, duration]) => sum + duration - 50, 0),
        longestTaskMs: Math.max(0, ...tasks.map(([, duration]) => duration)),
        firstPaintMs: firstPaint,
        largestPaintMs: (window as unknown as { benchLargestPaint?: number }).benchLargestPaint ?? 0,
        takenOverMs: (window as unknown as { benchTakenOver?: number }).benchTakenOver ?? 0,
      };
    });
  } finally {
    await context.close();
  }
}

export async function measureBlockingTime(baseURL: string) {
  const pages = (await pagesOf(baseURL)).filter((page) => !page.path.startsWith('/purchase/'));
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    console.log(
      `\nblocking time in the browser, phone profile, first paint to the app taken over (${RUNS} runs: min / median / max; goal ≤ 50 ms), the first and largest paint, and when the app had taken the page over:`,
    );
    for (const { label, path, cookie } of pages) {
      const runs: BlockingRun[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await loadOnce(browser, baseURL, path, cookie));
      const spread = (values: number[]) =>
        [Math.min(...values), median(values), Math.max(...values)]
          .map((value) => value.toFixed(0).padStart(4))
          .join(' / ');
      console.log(
        `  ${label.padEnd(34)} ${spread(runs.map((run) => run.blockingMs))} ms` +
          `   longest task ${spread(runs.map((run) => run.longestTaskMs))} ms` +
          `   first paint ${spread(runs.map((run) => run.firstPaintMs))} ms` +
          `   largest paint ${spread(runs.map((run) => run.largestPaintMs))} ms` +
          `   app ${spread(runs.map((run) => run.takenOverMs))} ms`,
      );
    }
  } finally {
    await browser.close();
  }
}

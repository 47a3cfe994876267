// Lighthouse (mobile, simulated throttling) in Debian's Chromium against the built app: the median
// of three runs per page, beside the first-paint goals (issue 12). Nothing leaves this machine.
// BENCH_LIGHTHOUSE_THROTTLING=devtools loads each page on the same profile applied in the browser
// instead, so the paints are measured rather than simulated (decision 030).
import { launch } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { demoCustomer, signIn } from './orders.ts';
import { median } from './stats.ts';

/** Runs per page, here and by issue 39's method (first-tap-as-issued.ts); 0 leaves Lighthouse out. */
export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const THROTTLING = process.env.BENCH_LIGHTHOUSE_THROTTLING === 'devtools' ? 'devtools' : 'simulate';

/** Offline: every host name but loopback fails to resolve, whatever the page or Chromium asks for. */
export const OFFLINE = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1';

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  OFFLINE,
];

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface Figures {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
}

const GOALS = { performance: 98, lcpMs: 1200, tbtMs: 50, cls: 0.01, others: 100 };

const score = (lhr: Result, id: (typeof categories)[number]) =>
  Math.round((lhr.categories[id]?.score ?? 0) * 100);
const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? NaN;

/** Why a load has no performance score (a metric Lighthouse could not work out), if it has none. */
function unscoredMetric(lhr: Result) {
  if (lhr.categories.performance?.score !== null) return undefined;
  const failed = Object.values(lhr.audits).find((audit) => audit.errorMessage);
  return `no performance score: ${failed ? `${failed.id}: ${failed.errorMessage}` : 'no reason given'}`;
}

export function figuresOf(lhr: Result): Figures {
  return {
    performance: score(lhr, 'performance'),
    fcpMs: metric(lhr, 'first-contentful-paint'),
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    tbtMs: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
  };
}

/** Each figure's median over the runs, taken figure by figure. */
export function medianOf(runs: Figures[]): Figures {
  const keys = Object.keys(runs[0]!) as (keyof Figures)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as unknown as Figures;
}

/**
 * The pages of the goal, with a real demo part; the purchase and checkout pages as the signed-in demo
 * customer, whose cart holds the first part.
 */
export async function pagesOf(baseURL: string) {
  const response = await fetch(`${baseURL}/api/products`);
  const { items } = (await response.json()) as { items: { _id: string; minimumQty: number }[] };
  const part = items[0];
  if (!part) throw new Error('the demo catalogue is empty');
  const productId = part._id;
  const { cookie } = await signIn(baseURL, demoCustomer);
  const filled = await fetch(`${baseURL}/api/cart/${productId}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie, origin: baseURL },
    body: JSON.stringify({ qty: part.minimumQty }),
  });
  if (!filled.ok) throw new Error(`the demo customer's cart: ${filled.status} ${await filled.text()}`);
  return [
    { label: '/', path: '/' },
    { label: '/blogs', path: '/blogs' },
    { label: '/login', path: '/login' },
    { label: '/products/:id', path: `/products/${productId}` },
    { label: '/purchase/:id (signed in)', path: `/purchase/${productId}`, cookie },
    { label: '/cart', path: '/cart' },
    { label: '/checkout (signed in, one part)', path: '/checkout', cookie },
  ];
}

const ms = (value: number) => `${(value / 1000).toFixed(2)} s`;
const mark = (met: boolean) => (met ? ' ' : '!');

/** The head of the table `line` writes the rows of. */
export const TABLE_HEADER = `  ${'page'.padEnd(34)} perf     FCP      LCP       TBT      CLS   a11y  bp seo`;

export function line(label: string, f: Figures) {
  const others = [f.accessibility, f.bestPractices, f.seo];
  return (
    `  ${label.padEnd(34)} ${String(f.performance).padStart(3)}${mark(f.performance >= GOALS.performance)}` +
    ` ${ms(f.fcpMs).padStart(7)}  ${ms(f.lcpMs).padStart(7)}${mark(f.lcpMs <= GOALS.lcpMs)}` +
    ` ${`${Math.round(f.tbtMs)} ms`.padStart(7)}${mark(f.tbtMs <= GOALS.tbtMs)}` +
    ` ${f.cls.toFixed(3).padStart(6)}${mark(f.cls <= GOALS.cls)}` +
    ` ${others.map((s) => String(s).padStart(4)).join('')}${mark(others.every((s) => s >= GOALS.others))}`
  );
}

/** Runs Lighthouse on every page of the goal against the server at `baseURL` and prints the medians. */
export async function measureLighthouse(baseURL: string) {
  const pages = await pagesOf(baseURL);
  const port = process.env.BENCH_CHROME_PORT ? Number(process.env.BENCH_CHROME_PORT) : undefined;
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags,
    port,
  });
  try {
    const method = THROTTLING === 'devtools' ? 'throttling applied in the browser' : 'simulated throttling';
    console.log(`\nLighthouse ${LIGHTHOUSE_RUNS}x per page (mobile, ${method}), medians; ! = goal missed`);
    console.log(TABLE_HEADER);
    console.log(
      `  ${'goal'.padEnd(34)} >=${GOALS.performance}          <= ${ms(GOALS.lcpMs)} <= ${GOALS.tbtMs} ms <= ${GOALS.cls}  ${GOALS.others} ${GOALS.others} ${GOALS.others}`,
    );
    for (const page of pages) {
      const flags: Flags = {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...categories],
        throttlingMethod: THROTTLING,
        extraHeaders: page.cookie ? { cookie: page.cookie } : null,
      };
      const runs: Figures[] = [];
      for (let run = 0, failures = 0; run < LIGHTHOUSE_RUNS; run += 1) {
        const result = await lighthouse(`${baseURL}${page.path}`, flags);
        if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
        // Lighthouse sometimes loses its own trace (NO_NAVSTART), or a metric of one load (a score of
        // null): run that one again, twice at most.
        const failure = result.lhr.runtimeError?.message ?? unscoredMetric(result.lhr);
        if (failure && failures < 2) {
          failures += 1;
          run -= 1;
          continue;
        }
        if (failure) throw new Error(`${page.path}: ${failure}`);
        // A signed-out visitor is sent to /login: measure the page asked for, or nothing.
        const shown = new URL(result.lhr.finalDisplayedUrl).pathname;
        if (shown !== page.path) throw new Error(`${page.path} ended on ${shown}`);
        runs.push(figuresOf(result.lhr));
      }
      console.log(line(page.label, medianOf(runs)));
    }
  } finally {
    chrome.kill();
  }
}

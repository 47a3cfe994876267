// `npm run bench`: throughput, list latency at 100 and 100k rows, and memory, on the embedded PGlite
// and on PostgreSQL, then the home page's JavaScript and Lighthouse's figures of the public pages.
// `BENCH_ONLY=backup` times a backup and restore of 100k orders instead (not run by default).
// Server and load share this machine's cores.
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../e2e/chromium.ts';
import {
  HOME_APP_JS_BUDGET_BYTES,
  HOME_JS_BUDGET_BYTES,
  measureHomePageScripts,
  totalBytes,
} from '../../e2e/home-js-size.ts';
import { backupRoundTrip } from './backup.ts';
import { catalogueImport } from './catalogue-import.ts';
import { benchDatabases, type BenchDatabase } from './databases.ts';
import { CHECKOUT_SERVER_ENV, checkoutThroughput } from './checkout.ts';
import { measureBlockingTime } from './blocking-time.ts';
import { measureCheckoutTaps } from './checkout-taps.ts';
import { measureFirstTap } from './first-tap.ts';
import {
  pageScriptGzipBytesOf,
  issuePagesOf,
  measureFirstTapAsIssued,
  measureLighthouseAsIssued,
} from './first-tap-as-issued.ts';
import { LIGHTHOUSE_RUNS, measureLighthouse } from './lighthouse.ts';
import { load, type LoadResult } from './load.ts';
import { measureMemory } from './memory.ts';
import { demoAdmin, prepareOrderLoad, signIn, stockCheck } from './orders.ts';
import { deepPages, seedTables } from './seed.ts';
import { startServer } from './server.ts';
import { slowProvider } from './slow-provider.ts';
import { median } from './stats.ts';
import { listRequests, meanLatencyMs } from './tables.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const latencySeconds = Number(process.env.BENCH_LATENCY_SECONDS ?? 2);
/**
 * Each list is timed at each size in this many rounds (of `latencySeconds / latencyRounds`, a second
 * at least), the lists taking turns, and its median round counts (see `flatness`).
 */
const latencyRounds = Number(process.env.BENCH_LATENCY_ROUNDS ?? 5);
const roundSeconds = Math.max(1, latencySeconds / latencyRounds);
const bigTable = Number(process.env.BENCH_ROWS ?? 100_000);
const backupOrders = Number(process.env.BENCH_BACKUP_ORDERS ?? 100_000);
/**
 * Which parts to run (comma-separated): throughput, checkout, slow-provider, lists, memory, home,
 * first-tap, checkout-taps, blocking, lighthouse, as-issued (issue 39's own method; the default), import
 * (issue 37's catalogue import), and backup.
 */
const only = new Set(
  (
    process.env.BENCH_ONLY ??
    'throughput,checkout,slow-provider,lists,import,memory,home,first-tap,checkout-taps,blocking,lighthouse,as-issued'
  ).split(','),
);

const row = (r: LoadResult) =>
  `  ${r.title.padEnd(34)} ${r.requestsPerSecond.toFixed(0).padStart(7)} req/s   p99 ${String(r.p99Ms).padStart(4)} ms` +
  (r.non2xx || r.errors ? `   (non-2xx ${r.non2xx}, errors ${r.errors})` : '');

async function throughput(database: BenchDatabase) {
  const store = await database.fresh('throughput');
  const server = await startServer({ dataDir: store.dataDir, databaseUrl: store.url });
  try {
    const url = (path: string) => `${server.baseURL}${path}`;
    const br = { 'accept-encoding': 'br, gzip' };
    // Warm-up: the first seconds of a process run unoptimised code.
    await load({ title: 'warm-up', url: url('/api/products'), connections, seconds: 2 });
    await load({ title: 'warm-up', url: url('/api/health'), connections, seconds: 2 });
    const health = await load({ title: 'GET /api/health', url: url('/api/health'), connections, seconds });
    const healthBr = await load({
      title: 'GET /api/health (br)',
      url: url('/api/health'),
      headers: br,
      connections,
      seconds,
    });
    const products = await load({
      title: 'GET /api/products',
      url: url('/api/products'),
      connections,
      seconds,
    });
    const productsBr = await load({
      title: 'GET /api/products (br)',
      url: url('/api/products'),
      headers: br,
      connections,
      seconds,
    });
    const order = await prepareOrderLoad(server.baseURL);
    // The order path warms up too; its orders count in the stock check like every other.
    await load({ title: 'warm-up', ...order, connections, seconds: 2 });
    const cpuBefore = server.cpuSeconds();
    const orders = await load({ title: 'POST /api/order', ...order, connections, seconds });
    const cpuPerOrder = ((server.cpuSeconds() - cpuBefore) / orders.ok) * 1e6;
    for (const result of [health, healthBr, products, productsBr, orders]) console.log(row(result));
    const ratio = (a: LoadResult, b: LoadResult) => (a.requestsPerSecond / b.requestsPerSecond).toFixed(2);
    console.log(
      `  products / health: ${ratio(products, health)} plain, ${ratio(productsBr, healthBr)} with br`,
    );
    const { stock, ordered } = await stockCheck(server.baseURL, order.productId, order.customerCookie);
    const exact = stock + ordered === order.initialStock;
    console.log(
      `  orders: ${orders.requestsPerSecond.toFixed(0)} accepted/s; stock ${stock} + ordered ${ordered} = ${stock + ordered} of ${order.initialStock}: ${exact ? 'exact' : 'WRONG'}`,
    );
    // On PGlite the database runs in the server's process, so this is the whole order's work.
    console.log(`  server's processor time per order: ${cpuPerOrder.toFixed(0)} µs`);
  } finally {
    await server.stop();
  }
}

/** Checkouts of three-line carts, one customer per connection (decision 046). */
async function checkouts(database: BenchDatabase) {
  const store = await database.fresh('checkout');
  const server = await startServer({
    dataDir: store.dataDir,
    databaseUrl: store.url,
    env: CHECKOUT_SERVER_ENV,
  });
  try {
    // Warm-up on its own parts and customers, so the timed run starts with optimised code.
    await checkoutThroughput(server.baseURL, Math.min(connections, 10), 2, 3);
    // Every cart the same three parts (each checkout waits for the last one's row locks), then
    // carts of three among thirty parts, as a catalogue's customers would fill them. Each timed as
    // a customer's whole loop (three PUTs, then the checkout), then as the checkout request alone.
    const timings = [
      ['loop', 'whole loop: 3 PUTs + checkout'],
      ['checkout-alone', 'checkout alone, carts filled untimed'],
    ] as const;
    for (const partCount of [3, 30])
      for (const [timing, label] of timings) {
        const result = await checkoutThroughput(server.baseURL, connections, seconds, partCount, timing);
        console.log(
          `  checkouts of 3 lines from ${partCount} parts, ${label} (${result.customers} customers): ` +
            `${result.checkoutsPerSecond.toFixed(0)}/s, p99 ${result.checkoutP99Ms} ms, ` +
            `failed ${result.failed}; ${result.detail}; stock ${result.stockExact ? 'exact' : 'WRONG'}`,
        );
      }
  } finally {
    await server.stop();
  }
}

/** A server on a store seeded with `rows` rows in every sized table, signed in as the admin and warmed up. */
async function listServer(database: BenchDatabase, rows: number, portOffset: number) {
  const store = await database.fresh(`lists_${rows}`);
  await seedTables(store, rows);
  const requests = listRequests(await deepPages(store, rows));
  const server = await startServer({ dataDir: store.dataDir, databaseUrl: store.url, portOffset });
  try {
    const { cookie } = await signIn(server.baseURL, demoAdmin);
    // Warm-up, so the first list timed does not carry the process's unoptimised first requests.
    for (const path of Object.values(requests)) await meanLatencyMs(server.baseURL, path, cookie, 0.25);
    return { server, cookie, requests };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

type ListServer = Awaited<ReturnType<typeof listServer>>;

/**
 * Every list at 100 and at `bigTable` rows, from two servers running side by side: in each round the
 * two sizes of a list are timed one right after the other (which goes first alternates), and each
 * figure is the median of its rounds. A slow moment of this shared machine then weighs on both sizes
 * alike instead of on whichever size it fell on.
 */
async function timeBothSizes(small: ListServer, large: ListServer) {
  const times = { small: {} as Record<string, number[]>, large: {} as Record<string, number[]> };
  for (let round = 0; round < latencyRounds; round += 1) {
    for (const name of Object.keys(small.requests)) {
      const sizes = round % 2 === 0 ? (['small', 'large'] as const) : (['large', 'small'] as const);
      for (const size of sizes) {
        const { server, cookie, requests } = size === 'small' ? small : large;
        (times[size][name] ??= []).push(
          await meanLatencyMs(server.baseURL, requests[name]!, cookie, roundSeconds),
        );
      }
    }
  }
  console.log(
    `  ${'list (ms, median of rounds)'.padEnd(38)} ${'100 rows'.padStart(9)} ${`${bigTable / 1000}k rows`.padStart(10)}  ratio`,
  );
  for (const name of Object.keys(small.requests)) {
    const at100 = median(times.small[name]!);
    const atLarge = median(times.large[name]!);
    const ratio = atLarge / at100;
    console.log(
      `  ${name.padEnd(38)} ${at100.toFixed(2).padStart(9)} ${atLarge.toFixed(2).padStart(10)}  ${ratio.toFixed(2)}${ratio > 1.2 ? '  > 1.2' : ''}`,
    );
  }
}

/** /api/health's rate while the admin lists of `large` are loaded. */
async function healthWhileListsLoad({ server, cookie, requests }: ListServer) {
  const adminLists = Object.values(requests).filter((path) => !path.startsWith('/api/products'));
  const [health] = await Promise.all([
    load({ title: 'GET /api/health', url: `${server.baseURL}/api/health`, connections: 10, seconds }),
    load({
      title: 'admin lists',
      url: `${server.baseURL}${adminLists[0]}`,
      headers: { cookie },
      requests: adminLists.map((path) => ({ method: 'GET', path })),
      connections: 10,
      seconds,
    }),
  ]);
  console.log(`  while admin lists are loaded:\n${row(health)}`);
}

async function flatness(database: BenchDatabase) {
  const servers: ListServer[] = [];
  try {
    servers.push(await listServer(database, 100, 0));
    servers.push(await listServer(database, bigTable, 1));
    const [small, large] = servers as [ListServer, ListServer];
    await timeBothSizes(small, large);
    await healthWhileListsLoad(large);
  } finally {
    for (const { server } of servers) await server.stop();
  }
}

const databases = await benchDatabases();
try {
  console.log(`Crankworks bench: ${connections} connections, ${seconds} s per run\n`);
  for (const database of databases) {
    if (only.has('throughput')) {
      console.log(`${database.label}: throughput`);
      await throughput(database);
    }
    if (only.has('checkout')) {
      console.log(`${database.label}: checkout`);
      await checkouts(database);
    }
    if (only.has('slow-provider')) {
      console.log(`${database.label}: a slow card provider (Stripe stand-in)`);
      await slowProvider(database);
    }
    if (only.has('lists')) {
      console.log(`\n${database.label}: lists at 100 and ${bigTable} rows`);
      await flatness(database);
    }
    if (only.has('import')) {
      console.log(`${database.label}: catalogue import`);
      await catalogueImport(database);
    }
    if (only.has('backup')) {
      console.log(`${database.label}: backup and restore`);
      await backupRoundTrip(database, backupOrders);
    }
    console.log('');
  }
  if (only.has('memory')) await measureMemory(databases[0]!);
} finally {
  for (const database of databases) database.stop();
}

/**
 * Issue 39's figures by its own method: the first taps, each public page's scripts gzipped, and
 * Lighthouse cold in production mode (this server) and as `npm start` runs the shop (its own server).
 */
async function asIssued(baseURL: string) {
  await measureFirstTapAsIssued(baseURL);
  const pages = await issuePagesOf(baseURL);
  console.log("\nscript per page by issue 39's method (bodies, gzip -9, summed; goal ≤ 90 KB):");
  for (const [name, path] of Object.entries(pages)) {
    const kb = (await pageScriptGzipBytesOf(baseURL, path)) / 1024;
    console.log(`  ${name.padEnd(8)} ${path.padEnd(40)} ${kb.toFixed(1)} KB${kb <= 90 ? '' : '  (over)'}`);
  }
  if (LIGHTHOUSE_RUNS === 0) return;
  await measureLighthouseAsIssued(baseURL, Object.values(pages), 'production mode');
  const startLike = await startServer({
    dataDir: (await databases[0]!.fresh('npm_start')).dataDir,
    env: { NODE_ENV: '' },
    portOffset: 1,
  });
  try {
    const startPages = await issuePagesOf(startLike.baseURL);
    await measureLighthouseAsIssued(startLike.baseURL, Object.values(startPages), 'as npm start runs it');
  } finally {
    await startLike.stop();
  }
}

const server = ['home', 'first-tap', 'checkout-taps', 'blocking', 'lighthouse', 'as-issued'].some((part) =>
  only.has(part),
)
  ? // Trusting the bench's forwarded addresses: the checkout taps sign up a customer per run.
    await startServer({ dataDir: (await databases[0]!.fresh('home')).dataDir, env: CHECKOUT_SERVER_ENV })
  : null;
try {
  if (!server) process.exit(0);
  if (only.has('home')) {
    const browser = await chromium.launch(chromiumLaunchOptions);
    const page = await browser.newPage();
    const { beforeLargestPaint, hydrated } = await measureHomePageScripts(page, server.baseURL);
    await browser.close();
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(
      `\nhome page JavaScript as sent: ${kb(totalBytes(beforeLargestPaint))} in ${beforeLargestPaint.length} files before the largest paint (budget ${kb(HOME_JS_BUDGET_BYTES)}), ` +
        `${kb(totalBytes(hydrated))} in ${hydrated.length} files once the app has taken the page over (budget ${kb(HOME_APP_JS_BUDGET_BYTES)})`,
    );
  }
  if (only.has('home')) {
    // The home page rendered on the server for each request, with its data from the catalogue cache.
    const renders = await load({ title: 'GET / (server-rendered)', url: `${server.baseURL}/`, seconds });
    console.log(`home page renders (PGlite):\n${row(renders)}`);
  }
  if (only.has('first-tap')) await measureFirstTap(server.baseURL);
  if (only.has('checkout-taps')) await measureCheckoutTaps(server.baseURL);
  if (only.has('blocking')) await measureBlockingTime(server.baseURL);
  if (only.has('lighthouse')) await measureLighthouse(server.baseURL);
  if (only.has('as-issued')) await asIssued(server.baseURL);
} finally {
  await server?.stop();
}

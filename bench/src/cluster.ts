// `npm run bench:cluster [-- --seconds 10 --connections 10 --port P --pg-port Q]`: through HAProxy with 1 node and with
// 2 nodes on one private PostgreSQL primary with a streaming standby (pg_basebackup -R): orders per
// second and the standby's replay lag meanwhile, then the catalogue (product list, home page, a
// product page, and searches that miss the cache) with the database transactions each read costs.
// On one machine the nodes, HAProxy, PostgreSQL and the load generator share the cores: the figures
// show the shape, not a production capacity.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from '../../scripts/free-port.ts';
import { startCluster } from '../../scripts/cluster/cluster.ts';
import { load, type LoadOptions, type LoadResult } from './load.ts';
import { ORDER_LOAD_ENV, prepareOrderLoad } from './orders.ts';
import { sampleReplayLag, startPrimaryWithStandby, transactionCount } from './standby.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    'pg-port': { type: 'string' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
  },
});
const seconds = Number(values.seconds);
// Few enough that HAProxy's 500 ms health checks still pass on a shared 2-core machine: a node that
// misses one is marked down and HAProxy answers 503 at once, which would count as throughput.
const connections = Number(values.connections);
const okPerSecond = (result: LoadResult) => result.ok / seconds;

/**
 * A load run, with the transactions the primary ran meanwhile: per second, and per 1,000 answers
 * with status 200 (background jobs included, so a floor of a few a second whatever the load).
 */
async function catalogueLoad(databaseUrl: string, options: LoadOptions) {
  const before = await transactionCount(databaseUrl);
  const started = performance.now();
  const result = await load({ seconds, connections, ...options });
  // PostgreSQL flushes a busy backend's statistics about every second.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const transactions = (await transactionCount(databaseUrl)) - before;
  const elapsed = (performance.now() - started) / 1000;
  console.log(
    `  ${result.title.padEnd(40)} ${okPerSecond(result).toFixed(0).padStart(6)} answers 200/s  p99 ${String(result.p99Ms).padStart(4)} ms  ` +
      `db ${(transactions / elapsed).toFixed(0).padStart(4)} transactions/s, ${((transactions / Math.max(result.ok, 1)) * 1000).toFixed(1).padStart(6)} per 1,000 answers` +
      (result.non2xx || result.errors ? `  (non-2xx ${result.non2xx}, errors ${result.errors})` : ''),
  );
}

async function measure(nodes: number, databaseUrl: string) {
  const cluster = await startCluster({
    nodes,
    port: values.port ? Number(values.port) : await freePort(),
    env: {
      NODE_ENV: 'production',
      DEMO: 'true',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      ...ORDER_LOAD_ENV,
    },
  });
  try {
    console.log(`${nodes} node(s):`);
    const order = await prepareOrderLoad(cluster.url);
    const lag = sampleReplayLag(databaseUrl);
    const orders = await load({ ...order, title: 'POST /api/order', seconds, connections });
    const { maxMs, maxBytes } = await lag.stop();
    console.log(
      `  ${orders.title}: ${Math.round(okPerSecond(orders))} orders accepted/s, p99 ${orders.p99Ms} ms, non-2xx ${orders.non2xx}, errors ${orders.errors}; ` +
        `standby replay lag at most ${maxMs.toFixed(1)} ms, ${(maxBytes / 1024).toFixed(0)} KB behind`,
    );
    // An idle backend reports its statistics up to 10 s late: let the orders' reach the counters first.
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    const idleBefore = await transactionCount(databaseUrl);
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const idle = ((await transactionCount(databaseUrl)) - idleBefore) / 5;
    console.log(`  no load: db ${idle.toFixed(0)} transactions/s (background jobs)`);
    const url = (path: string) => `${cluster.url}${path}`;
    const br = { 'accept-encoding': 'br, gzip' };
    await load({ title: 'warm-up', url: url('/api/products'), headers: br, seconds: 2, connections });
    await catalogueLoad(databaseUrl, {
      title: 'GET /api/products (br)',
      url: url('/api/products'),
      headers: br,
    });
    await catalogueLoad(databaseUrl, { title: 'GET / (home page, br)', url: url('/'), headers: br });
    const page = url(`/products/${order.productId}`);
    await catalogueLoad(databaseUrl, { title: 'GET /products/:id (br)', url: page, headers: br });
    // Every request a different search: each one misses the cache and reaches the database.
    await catalogueLoad(databaseUrl, {
      title: 'GET /api/products?q=… (cache misses)',
      url: url('/api/products?q=[<id>]'),
      headers: br,
      idReplacement: true,
    });
  } finally {
    await cluster.stop();
  }
}

const folder = mkdtempSync(join(tmpdir(), 'crankworks-bench-cluster-'));
try {
  const database = await startPrimaryWithStandby(
    folder,
    values['pg-port'] ? Number(values['pg-port']) : await freePort(),
  );
  try {
    for (const nodes of [1, 2]) await measure(nodes, database.primaryUrl);
  } finally {
    database.stop();
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}

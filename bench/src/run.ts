import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../e2e/chromium.ts';
import { HOME_JS_BUDGET_BYTES, measureHomePageScripts, totalBytes } from '../../e2e/home-js-size.ts';
import { load, type LoadResult } from './load.ts';
import { startServer } from './server.ts';
import { prepareOrderLoad } from './orders.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

const row = (r: LoadResult) =>
  `${r.title.padEnd(28)} ${r.requestsPerSecond.toFixed(0).padStart(8)} req/s   p99 ${String(r.p99Ms).padStart(5)} ms` +
  (r.non2xx || r.errors ? `   (non-2xx ${r.non2xx}, errors ${r.errors})` : '');

const server = await startServer();
try {
  console.log(
    `Crankworks bench: ${connections} connections, ${seconds} s per run, server at ${server.baseURL}\n`,
  );
  const health = await load({
    title: 'GET /api/health',
    url: `${server.baseURL}/api/health`,
    connections,
    seconds,
  });
  const products = await load({
    title: 'GET /api/products',
    url: `${server.baseURL}/api/products`,
    connections,
    seconds,
  });
  const orderLoad = await prepareOrderLoad(server.baseURL);
  const orders = await load({ title: 'POST /api/order', ...orderLoad, connections, seconds });
  for (const result of [health, products, orders]) console.log(row(result));
  console.log(
    `\nproducts / health throughput ratio: ${(products.requestsPerSecond / health.requestsPerSecond).toFixed(2)}`,
  );
  console.log(`orders placed: ${orders.requestsPerSecond.toFixed(0)} orders/s, p99 ${orders.p99Ms} ms`);

  const browser = await chromium.launch(chromiumLaunchOptions);
  const page = await browser.newPage();
  const scripts = await measureHomePageScripts(page, server.baseURL);
  await browser.close();
  const total = totalBytes(scripts);
  console.log(
    `\nhome page JavaScript: ${(total / 1024).toFixed(1)} KB gzipped in ${scripts.length} files (budget ${HOME_JS_BUDGET_BYTES / 1024} KB)`,
  );
  for (const script of scripts) console.log(`  ${script.path}  ${(script.gzipBytes / 1024).toFixed(1)} KB`);
} finally {
  await server.stop();
}

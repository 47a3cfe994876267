import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { prepareOrderLoad } from '../../../bench/src/orders.ts';
import { runLoad } from './in-flight-load.ts';
import { exitOf, freePort, startServer, waitForHealth } from './server-process.ts';

let child: ChildProcess | undefined;
let dataDir: string | undefined;
afterEach(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const clients = 32;

describe(`graceful drain under load (${database})`, () => {
  it('finishes every request in flight at SIGTERM and exits 0', { timeout: 90_000 }, async () => {
    const port = await freePort();
    dataDir = mkdtempSync(join(tmpdir(), 'crankworks-drain-'));
    const server = startServer(port, dataDir, { DATABASE_URL: process.env.TEST_DATABASE_URL ?? '' });
    child = server.child;
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(`${base}/api/health`, child, server.output);

    const order = await prepareOrderLoad(base);
    const placeOrder = {
      url: order.url,
      method: 'POST',
      headers: order.headers ?? {},
      body: order.body as string,
    };
    const readCatalogue = { url: `${base}/api/products`, method: 'GET', headers: {} };
    const exited = exitOf(child);
    const shutdown: { at?: number } = {};
    let timedOut = false;
    const load = runLoad(
      clients,
      [placeOrder, readCatalogue],
      () => shutdown.at,
      () => timedOut,
    );
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    shutdown.at = Date.now();
    child.kill('SIGTERM');
    const code = await exited;
    const stopLoad = setTimeout(() => (timedOut = true), 5_000);
    const tally = await load;
    clearTimeout(stopLoad);

    console.log(`drain under load on ${database}:`, {
      ...tally,
      ordersCreated: tally.ordersCreated.length,
      lostInFlight: tally.lostInFlight.length,
    });
    expect(tally.lostInFlight, server.output()).toEqual([]);
    expect(tally.completed).toBeGreaterThan(clients);
    expect(tally.ordersCreated.length).toBeGreaterThan(0);
    expect(code, server.output()).toBe(0);
  });
});

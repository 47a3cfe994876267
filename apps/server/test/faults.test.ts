import { afterAll, describe, expect, it } from 'vitest';
import { demoLogins } from '../src/features/auth/demo-accounts.ts';
import { postgresBinaries, PostgresCluster } from './postgres-cluster.ts';
import { freePort, startServer, waitForHealth, type ServerProcess } from './server-process.ts';

const customer = demoLogins.find((login) => login.role === 'user')!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pgBin = postgresBinaries();

const cleanups: (() => void)[] = [];
afterAll(() => {
  for (const cleanup of cleanups.reverse()) cleanup();
});

async function startShop(env: Record<string, string>) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server: ServerProcess = startServer({ PORT: String(port), DEMO: 'true', ...env });
  cleanups.push(() => void server.child.kill('SIGKILL'));
  await waitForHealth(base, server, '/api/ready');
  return { base, server };
}

async function signInCookie(base: string) {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: customer.email, password: customer.password }),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** Statuses (or "network error") of requests sent in a loop by `workers` clients until `stop()`. */
function load(base: string, workers: number, paths: string[]) {
  const seen: { at: number; status: number | 'network error'; path: string }[] = [];
  let running = true;
  const loops = Array.from({ length: workers }, async (_, worker) => {
    for (let i = 0; running; i += 1) {
      const path = paths[(worker + i) % paths.length]!;
      const status = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(20_000) })
        .then(async (response) => {
          await response.arrayBuffer();
          return response.status;
        })
        .catch(() => 'network error' as const);
      seen.push({ at: Date.now(), status, path });
      await sleep(5);
    }
  });
  return {
    seen,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

describe('a PostgreSQL restart under load', () => {
  it.runIf(pgBin)(
    'answers 503 while the database is gone, never exits, and is ready again by itself (needs Debian postgresql)',
    { timeout: 120_000 },
    async () => {
      const cluster = new PostgresCluster(pgBin!, await freePort());
      cleanups.push(() => cluster.destroy());
      cluster.start();
      const { base, server } = await startShop({ DATABASE_URL: cluster.url, DB_CONNECT_TIMEOUT_MS: '1000' });
      const cookie = await signInCookie(base);
      expect((await fetch(`${base}/api/order?email=${customer.email}`, { headers: { cookie } })).status).toBe(
        200,
      );

      const traffic = load(base, 8, ['/api/products', '/api/reviews', '/api/ready', '/api/health']);
      await sleep(500);
      cluster.stop();
      const stoppedAt = Date.now();
      await sleep(2_000);
      const duringOutage = await fetch(`${base}/api/ready`);
      expect(duringOutage.status).toBe(503);
      const protectedDuringOutage = await fetch(`${base}/api/order?email=${customer.email}`, {
        headers: { cookie },
      });
      expect(protectedDuringOutage.status).toBe(503);
      cluster.start();
      const restartedAt = Date.now();

      let readyAt = 0;
      while (!readyAt && Date.now() - restartedAt < 30_000) {
        if ((await fetch(`${base}/api/ready`)).status === 200) readyAt = Date.now();
        else await sleep(100);
      }
      await sleep(300);
      await traffic.stop();

      expect(server.child.exitCode, server.output()).toBeNull();
      expect(readyAt, 'ready again after the restart').toBeGreaterThan(0);
      const statuses = new Set(traffic.seen.map((entry) => entry.status));
      expect([...statuses].filter((status) => status !== 200 && status !== 503)).toEqual([]);
      expect(traffic.seen.some((entry) => entry.status === 503 && entry.at > stoppedAt)).toBe(true);
      expect((await fetch(`${base}/api/order?email=${customer.email}`, { headers: { cookie } })).status).toBe(
        200,
      );
      console.info(
        `PostgreSQL restart: ${traffic.seen.length} requests, ${traffic.seen.filter((entry) => entry.status === 503).length} answered 503 during the outage, none failed otherwise; ready ${((readyAt - restartedAt) / 1000).toFixed(2)} s after PostgreSQL was back`,
      );
    },
  );
});

import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { exitOf, freePort, startServer, waitForHealth } from './server-process.ts';

let child: ChildProcess | undefined;
let dataDir: string | undefined;
afterEach(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('graceful shutdown', () => {
  it('stops with exit code 0 soon after SIGTERM', { timeout: 60_000 }, async () => {
    const port = await freePort();
    dataDir = mkdtempSync(join(tmpdir(), 'crankworks-shutdown-'));
    const server = startServer(port, dataDir);
    child = server.child;
    const output = server.output;

    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(`${base}/api/health`, child, output);
    // The first start seeded the catalogue.
    const products = (await (await fetch(`${base}/api/products`)).json()) as { items: unknown[] };
    expect(products.items.length).toBeGreaterThanOrEqual(10);

    const stoppedAt = Date.now();
    child.kill('SIGTERM');
    const code = await exitOf(child);
    expect(code, output()).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(5_000);
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  });
});

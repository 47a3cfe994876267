import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { exitOf, freePort, startServer, waitForHealth, type ServerProcess } from './server-process.ts';

let server: ServerProcess | undefined;
let dataDir: string | undefined;
afterEach(() => {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('graceful shutdown', () => {
  it('stops with exit code 0 soon after SIGTERM', { timeout: 60_000 }, async () => {
    const port = await freePort();
    dataDir = mkdtempSync(join(tmpdir(), 'crankworks-shutdown-'));
    server = startServer({ PORT: String(port), DATA_DIR: dataDir });

    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(base, server);
    // The first start seeded the catalogue.
    const products = (await (await fetch(`${base}/api/products`)).json()) as { items: unknown[] };
    expect(products.items.length).toBeGreaterThanOrEqual(10);

    const stoppedAt = Date.now();
    server.child.kill('SIGTERM');
    const code = await exitOf(server.child);
    expect(code, server.output()).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(5_000);
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  });
});

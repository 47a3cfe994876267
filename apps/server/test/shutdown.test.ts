import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const mainScript = fileURLToPath(new URL('../src/main.ts', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

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
    let output = '';
    child = spawn(process.execPath, ['--import', 'tsx', mainScript], {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        WEB_DIST_DIR: join(dataDir, 'no-web-build'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(`${base}/api/health`, child, () => output);
    // The first start seeded the catalogue.
    const products = (await (await fetch(`${base}/api/products`)).json()) as { items: unknown[] };
    expect(products.items.length).toBeGreaterThanOrEqual(10);

    const stoppedAt = Date.now();
    child.kill('SIGTERM');
    const code = await exitOf(child);
    expect(code, output).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(5_000);
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  });
});

import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

export interface RunningServer {
  baseURL: string;
  stop(): Promise<void>;
}

/** Starts the real server as production runs it (JSON logs, demo data on) on loopback with a fresh database. */
export async function startServer(): Promise<RunningServer> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DEMO: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'crankworks-bench-')),
      BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    },
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ready = await fetch(`${baseURL}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error('server did not become ready');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseURL,
    stop: () =>
      new Promise((done) => {
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { freePort } from '../../scripts/free-port.ts';
import { ORDER_LOAD_ENV } from './orders.ts';

const repoRoot = resolve(import.meta.dirname, '../..');

export interface RunningServer {
  baseURL: string;
  /** Resident memory now, and its peak since start, in MB (from /proc). */
  memory(): { rssMb: number; peakMb: number };
  /**
   * Processor time the server's process has used so far, in seconds (user and system, from /proc).
   * Divided by the requests served it is a figure a busy machine moves far less than requests per
   * second: a load generator sharing the cores slows the server, but does not make its work dearer.
   */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

export interface ServerOptions {
  dataDir?: string;
  databaseUrl?: string;
  /** Extra `node` flags, e.g. --cpu-prof. */
  nodeArgs?: string[];
  /** With BENCH_PORT, this server's port is BENCH_PORT + `portOffset`: two servers run at once. */
  portOffset?: number;
  /** More settings for the server, e.g. TRUST_PROXY. */
  env?: Record<string, string>;
  /** Receives each of the server's log lines, at level info (otherwise only warnings reach stderr). */
  onLogLine?: (line: string) => void;
}

/** Clock ticks per second of /proc's times: 100 on Linux whatever the kernel's own tick. */
const CLOCK_TICKS = 100;

const cpuSecondsOf = (pid: number) => {
  // The fields after the command's name, which may itself hold spaces: utime and stime are 12th and 13th.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
};

const statusMb = (pid: number, field: string) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${field}:`));
  return Math.round(Number(line?.match(/\d+/)?.[0] ?? 0) / 1024);
};

/** Starts the real server as production runs it (JSON logs, demo data on) on loopback. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  // BENCH_PORT pins the ports on a machine whose ports are shared.
  const pinned = Number(process.env.BENCH_PORT ?? 0);
  const port = pinned ? pinned + (options.portOffset ?? 0) : await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: repoRoot,
      stdio: ['ignore', options.onLogLine ? 'pipe' : 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DEMO: 'true',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: baseURL,
        ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}),
        BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
        LOG_LEVEL: options.onLogLine ? 'info' : 'warn',
        DATABASE_URL: options.databaseUrl ?? '',
        ...ORDER_LOAD_ENV,
        ...options.env,
      },
    },
  );
  if (options.onLogLine) {
    const onLogLine = options.onLogLine;
    let pending = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) onLogLine(line);
    });
  }
  const deadline = Date.now() + 180_000;
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
  const pid = child.pid!;
  return {
    baseURL,
    memory: () => ({ rssMb: statusMb(pid, 'VmRSS'), peakMb: statusMb(pid, 'VmHWM') }),
    cpuSeconds: () => cpuSecondsOf(pid),
    stop: () =>
      new Promise((done) => {
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

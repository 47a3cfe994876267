import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
export const mainScript = fileURLToPath(new URL('../src/main.ts', import.meta.url));

export { freePort } from '../../../scripts/free-port.ts';

export function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** A real server process (`node --import tsx src/main.ts`) with its combined output. */
export interface ServerProcess {
  child: ChildProcess;
  output(): string;
}

/** Environment of a test server: loopback, test mode, no web build, embedded database unless set. */
export const serverEnv = (env: Record<string, string>) => ({
  ...process.env,
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  DATABASE_URL: '',
  WEB_DIST_DIR: '/nonexistent',
  LOG_LEVEL: 'warn',
  ...env,
});

export interface StartOptions {
  script?: string;
  /** The folder the server runs in (relative settings and `--import tsx` resolve from it). */
  cwd?: string;
  /** Node flags before `--import tsx`, e.g. the `.env` preload the npm scripts use. */
  nodeArgs?: string[];
  /** A command the server runs under, with its arguments before node's: strace's, say. */
  under?: string[];
}

export function startServer(
  env: Record<string, string>,
  { script = mainScript, cwd = repoRoot, nodeArgs = [], under = [] }: StartOptions = {},
): ServerProcess {
  let output = '';
  const [command, ...args] = [...under, process.execPath, ...nodeArgs, '--import', 'tsx', script];
  const child = spawn(command!, args, {
    cwd,
    env: serverEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

export interface RunOptions {
  args?: string[];
  script?: string;
  /** Run as this system user (the test runs as root, which any permission check lets through). */
  user?: string;
}

/** Runs a script to its end (start-up failures, the admin command) and returns its exit code and output. */
export function runToEnd(
  env: Record<string, string>,
  { args = [], script = mainScript, user }: RunOptions = {},
) {
  const command = [process.execPath, '--import', 'tsx', script, ...args];
  const [file, ...rest] = user ? ['runuser', '-u', user, '--', ...command] : command;
  const result = spawnSync(file!, rest, {
    cwd: repoRoot,
    env: serverEnv(env),
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

export async function waitForHealth(
  base: string,
  server: ServerProcess,
  path = '/api/health',
  timeoutMs = 45_000,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null)
      throw new Error(`server exited early (${server.child.exitCode}):\n${server.output()}`);
    try {
      const response = await fetch(`${base}${path}`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become healthy:\n${server.output()}`);
}

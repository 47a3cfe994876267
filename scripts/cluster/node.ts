import { spawn, type ChildProcess } from 'node:child_process';
import { repoRoot } from './paths.ts';

export interface AppNode {
  name: string;
  port: number;
  start(): Promise<void>;
  /** SIGTERM (a graceful drain) and wait for the exit; resolves the exit code. */
  stop(): Promise<number | null>;
}

async function waitReady(url: string, child: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`node exited during start-up (${child.exitCode})`);
    const ready = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not become ready`);
}

/** One app process (src/main.ts); its log lines are prefixed with its name. */
export function appNode(name: string, port: number, env: NodeJS.ProcessEnv): AppNode {
  let child: ChildProcess | undefined;
  const prefix = (chunk: Buffer) => process.stdout.write(chunk.toString().replace(/^(?=.)/gm, `[${name}] `));
  return {
    name,
    port,
    async start() {
      child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
        cwd: repoRoot,
        env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', prefix);
      child.stderr?.on('data', prefix);
      await waitReady(`http://127.0.0.1:${port}/api/ready`, child);
    },
    async stop() {
      const running = child;
      if (!running || running.exitCode !== null) return running?.exitCode ?? null;
      const exited = new Promise<number | null>((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      return exited;
    },
  };
}

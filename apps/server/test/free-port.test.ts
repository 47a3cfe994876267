import { execFileSync } from 'node:child_process';
import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, sharedFreePort } from '../../../scripts/free-port.ts';
import { repoRoot } from './server-process.ts';

const variable = 'CRANKWORKS_TEST_SHARED_PORT';
afterEach(() => {
  delete process.env[variable];
});

const canListenOn = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

describe('ports of the test and bench servers', () => {
  it('are free ports the system chooses, never a fixed one', async () => {
    const [first, second] = [await freePort(), await freePort()];
    expect(await canListenOn(first)).toBe(true);
    expect(await canListenOn(second)).toBe(true);
  });

  it('are chosen once per run: a process started afterwards (a Playwright worker) finds the same one', async () => {
    const port = await sharedFreePort(variable);
    expect(await canListenOn(port)).toBe(true);
    expect(await sharedFreePort(variable)).toBe(port);
    const inWorker = execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `import { sharedFreePort } from './scripts/free-port.ts'; console.log(await sharedFreePort('${variable}'));`,
      ],
      { cwd: repoRoot, env: process.env, encoding: 'utf8' },
    );
    expect(Number(inWorker)).toBe(port);
  });

  it('follow the variable when it is set (E2E_PORT=4000 npm test)', async () => {
    process.env[variable] = '4321';
    expect(await sharedFreePort(variable)).toBe(4321);
  });
});

import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
  existsSync,
  chmodSync,
  chownSync,
} from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  exitOf,
  freePort,
  runToEnd,
  startServer,
  waitForHealth,
  type ServerProcess,
} from './server-process.ts';

const makeAdminScript = new URL('../src/cli/make-admin.ts', import.meta.url).pathname;

let scratch: string;
const servers: ServerProcess[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  rmSync(scratch, { recursive: true, force: true });
});
const newScratch = () => (scratch = mkdtempSync(join(tmpdir(), 'crankworks-data-dir-')));

/** The lines a failed start printed, without npm/Node noise that is not ours. */
const linesOf = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

/** Starting on this folder fails at once with one line that names DATA_DIR, the path and the problem. */
async function expectRefusedStart(dataDir: string, problem: RegExp, user?: string) {
  const { status, stdout, stderr } = runToEnd(
    { PORT: String(await freePort()), DATA_DIR: dataDir },
    { user },
  );
  expect(status, stderr).toBe(1);
  const lines = linesOf(stderr + stdout);
  expect(lines, stderr).toHaveLength(1);
  expect(lines[0]).toContain(`DATA_DIR=${dataDir}`);
  expect(lines[0]).toMatch(problem);
  expect(lines[0]).not.toMatch(/\n\s+at /);
}

async function startOn(dataDir: string) {
  const port = await freePort();
  const server = startServer({ PORT: String(port), DATA_DIR: dataDir });
  servers.push(server);
  await waitForHealth(`http://127.0.0.1:${port}`, server);
  return { server, base: `http://127.0.0.1:${port}` };
}

describe('one process per embedded data folder', () => {
  it(
    'refuses a second server on the same DATA_DIR, naming the holder; a kill -9 leaves no stale lock',
    { timeout: 120_000 },
    async () => {
      const dataDir = join(newScratch(), 'data');
      const first = await startOn(dataDir);
      const holderPid = first.server.child.pid;

      await expectRefusedStart(dataDir, new RegExp(`in use by process ${holderPid}\\b`));

      first.server.child.kill('SIGKILL');
      await exitOf(first.server.child);
      const again = await startOn(dataDir);
      const products = (await (await fetch(`${again.base}/api/products`)).json()) as { items: unknown[] };
      expect(products.items.length).toBeGreaterThan(0);
    },
  );

  it('refuses a second server on the same folder named through a symlink', { timeout: 120_000 }, async () => {
    const dataDir = join(newScratch(), 'data');
    const { server } = await startOn(dataDir);
    const link = join(scratch, 'data-link');
    symlinkSync(dataDir, link);
    await expectRefusedStart(link, new RegExp(`in use by process ${server.child.pid}\\b`));
  });

  it(
    'refuses `npm run admin` while the server holds the folder, and says what to do',
    { timeout: 120_000 },
    async () => {
      const dataDir = join(newScratch(), 'data');
      const { server } = await startOn(dataDir);
      const { status, stderr } = runToEnd(
        { DATA_DIR: dataDir },
        { args: ['admin@example.com'], script: makeAdminScript },
      );
      expect(status).toBe(1);
      expect(stderr).toContain(`in use by process ${server.child.pid}`);
      expect(stderr).toContain('Stop the server first');
      expect(stderr).not.toContain('is now an admin');
    },
  );
});

describe('never initialise over existing files', () => {
  it(
    'refuses a folder that holds files but no database, and leaves them alone',
    { timeout: 60_000 },
    async () => {
      const dataDir = join(newScratch(), 'photos');
      mkdirSync(dataDir);
      writeFileSync(join(dataDir, 'holiday.jpg'), 'not a database');
      await expectRefusedStart(dataDir, /holds files but no database/);
      expect(readdirSync(dataDir)).toEqual(['holiday.jpg']);
    },
  );

  it('refuses a damaged database folder', { timeout: 60_000 }, async () => {
    const dataDir = join(newScratch(), 'data');
    mkdirSync(dataDir);
    writeFileSync(join(dataDir, 'PG_VERSION'), '17\n');
    await expectRefusedStart(dataDir, /is not a database this server can open/);
  });

  it('refuses a path that is a file, or lies under a file', { timeout: 60_000 }, async () => {
    const file = join(newScratch(), 'data');
    writeFileSync(file, 'a file');
    await expectRefusedStart(file, /is a file, not a folder/);
    await expectRefusedStart(join(file, 'inner'), /cannot be created \(ENOTDIR\)/);
  });

  it('refuses a folder this process cannot write', { timeout: 60_000 }, async () => {
    const dataDir = join(newScratch(), 'readonly');
    mkdirSync(dataDir);
    // Root writes anywhere, so as root the server runs as `nobody` on a folder that root owns.
    if (userInfo().uid === 0) {
      chmodSync(scratch, 0o755);
      chownSync(dataDir, 0, 0);
      chmodSync(dataDir, 0o755);
      await expectRefusedStart(dataDir, /is not writable by this process/, 'nobody');
    } else {
      chmodSync(dataDir, 0o555);
      await expectRefusedStart(dataDir, /is not writable by this process/);
    }
  });

  it('still creates and fills a new folder', { timeout: 60_000 }, async () => {
    const dataDir = join(newScratch(), 'new', 'data');
    await startOn(dataDir);
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
  });
});

describe('start-up settings', () => {
  it(
    'stops before touching the database when the port is taken, naming HOST and PORT',
    { timeout: 60_000 },
    async () => {
      const port = await freePort();
      const squatter: Server = createServer();
      await new Promise<void>((resolve) => squatter.listen(port, '127.0.0.1', resolve));
      try {
        const dataDir = join(newScratch(), 'data');
        const { status, stderr } = runToEnd({ PORT: String(port), DATA_DIR: dataDir });
        expect(status).toBe(1);
        expect(linesOf(stderr)).toEqual([
          expect.stringMatching(
            new RegExp(`^HOST=127\\.0\\.0\\.1 PORT=${port}: the address is already in use`),
          ),
        ]);
        expect(existsSync(dataDir)).toBe(false);
      } finally {
        squatter.close();
      }
    },
  );

  it(
    'starts on HOST=::1 without PUBLIC_URL and answers on http://[::1]:PORT',
    { timeout: 90_000 },
    async () => {
      const port = await freePort();
      const server = startServer({ HOST: '::1', PORT: String(port), DATA_DIR: join(newScratch(), 'data') });
      servers.push(server);
      await waitForHealth(`http://[::1]:${port}`, server);
      const products = await fetch(`http://[::1]:${port}/api/products`);
      expect(products.status, server.output()).toBe(200);
    },
  );

  it('rejects bad settings by name, without a stack trace', { timeout: 60_000 }, async () => {
    const dataDir = join(newScratch(), 'data');
    const { status, stderr } = runToEnd({ DATA_DIR: dataDir, TRUST_PROXY: 'banana', HOST: '999.1.1.1' });
    expect(status).toBe(1);
    expect(stderr).toMatch(/HOST: must be an IP address/);
    expect(stderr).toMatch(/TRUST_PROXY: must be true, false or a comma-separated list/);
    expect(stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(dataDir)).toBe(false);
  });
});

import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { askRunningServer, serveLiveBackups } from '../src/features/backup/live-backup.ts';
import { exitOf, repoRoot } from './server-process.ts';

const liveBackup = fileURLToPath(new URL('../src/features/backup/live-backup.ts', import.meta.url));
const quiet = { info: () => undefined, error: () => undefined };

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function folder(label: string) {
  const path = mkdtempSync(join(tmpdir(), `crankworks-live-backup-${label}-`));
  cleanups.push(() => rmSync(path, { recursive: true, force: true }));
  return path;
}

/** A running server's side on a data folder, whose copies wait until the test releases them. */
async function serveHeldBackups() {
  const data = folder('data');
  const backups = folder('backups');
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let copies = 0;
  const server = await serveLiveBackups({
    folder: data,
    backupDir: backups,
    log: quiet,
    snapshot: async () => {
      copies += 1;
      await released;
      return { tar: new Uint8Array(2048), migrations: 20 };
    },
  });
  cleanups.push(() => server.close());
  return { data, backups, release, copies: () => copies };
}

/** `askRunningServer` in a process of its own, run as another local user. */
async function askAs(user: string, data: string) {
  const child = spawn(
    'runuser',
    [
      '-u',
      user,
      '--',
      process.execPath,
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `const { askRunningServer } = await import(${JSON.stringify(liveBackup)});
       console.log(JSON.stringify(await askRunningServer(process.argv[1])));`,
      data,
    ],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const status = await exitOf(child);
  if (status !== 0) throw new Error(`askRunningServer as ${user} exited ${status}: ${stderr}`);
  return JSON.parse(stdout) as { error?: string; path?: string } | null;
}

describe('the running server’s backup requests', () => {
  it('takes one backup at a time: a request while one is written is refused in words', async () => {
    const shop = await serveHeldBackups();
    const first = askRunningServer(shop.data);
    while (shop.copies() === 0) await new Promise((resolve) => setTimeout(resolve, 10));

    expect(await askRunningServer(shop.data)).toEqual({
      error: 'another backup is being written right now: try again once it has finished',
    });
    shop.release();
    expect(await first).toMatchObject({ path: expect.stringContaining(shop.backups) });
    expect(shop.copies()).toBe(1);

    expect(await askRunningServer(shop.data)).toMatchObject({ path: expect.stringContaining(shop.backups) });
    expect(readdirSync(shop.backups)).toHaveLength(2);
  });

  const root = process.getuid?.() === 0;
  it.skipIf(!root)(
    'answers only the shop’s own user: another local user gets no backup (runs only as root, which can act as nobody)',
    { timeout: 60_000 },
    async () => {
      const shop = await serveHeldBackups();
      // Nothing else keeps nobody out: he may read the data folder and write the backups folder.
      chmodSync(shop.data, 0o755);
      chmodSync(shop.backups, 0o777);
      shop.release();

      expect(await askAs('nobody', shop.data)).toEqual({
        error: 'only the user the shop runs as may ask it for a backup: run npm run backup as that user',
      });
      expect(shop.copies()).toBe(0);
      expect(readdirSync(shop.backups)).toEqual([]);
    },
  );
});

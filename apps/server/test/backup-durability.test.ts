import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { repoRoot, serverEnv } from './server-process.ts';
import { everything, readTrace, straceArgs, straceWorks, synced } from './strace.ts';

const root = mkdtempSync(join(tmpdir(), 'crankworks-durability-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const tracedCalls = 'fsync,fdatasync,rename,renameat,renameat2,link,linkat';

/** Runs `npm run <command>`'s script under strace; returns its exit and the calls that move or sync files. */
function traced(command: 'backup' | 'restore', env: Record<string, string>, args: string[] = []) {
  const trace = join(root, `${command}-${Date.now()}.trace`);
  const script = join(repoRoot, `apps/server/src/cli/${command}.ts`);
  const run = spawnSync(
    'strace',
    [...straceArgs(trace, tracedCalls), process.execPath, '--import', 'tsx', script, ...args],
    {
      cwd: repoRoot,
      env: serverEnv(env),
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
  const calls = readTrace(trace);
  return { status: run.status, stdout: run.stdout, stderr: run.stderr, calls };
}

describe.skipIf(!straceWorks || process.env.TEST_DATABASE_URL)(
  'backups and restores on the disk (skipped without strace, and on the PostgreSQL pass)',
  () => {
    let backupFile: string;

    it('a backup is synced, then linked under its name, then its folder is synced (and the new folders above)', async () => {
      const dataDir = join(root, 'data');
      const database = await openDatabase({ dataDir });
      await database.close();
      const backupDir = join(root, 'new', 'backups');
      const { status, stderr, stdout, calls } = traced('backup', {
        DATA_DIR: dataDir,
        BACKUP_DIR: backupDir,
      });
      expect(status, stderr).toBe(0);
      backupFile = /: (\/\S+\.backup) \(/.exec(stdout)![1]!;

      const link = calls.findIndex((call) => call.name === 'link' && call.paths[1] === backupFile);
      expect(link).toBeGreaterThan(-1);
      expect(synced(calls.slice(0, link))).toContain(calls[link]!.paths[0]);
      expect(synced(calls.slice(link))).toContain(backupDir);
      // `new` and `new/backups` did not exist: the name of each folder the backup made is synced too.
      expect(synced(calls)).toEqual(
        expect.arrayContaining([dirname(backupDir), dirname(dirname(backupDir))]),
      );
    });

    it('a restored folder is synced whole before it takes its name, and its parent after', () => {
      const dataDir = join(root, 'restored', 'data');
      const { status, stderr, calls } = traced('restore', { DATA_DIR: dataDir }, [backupFile]);
      expect(status, stderr).toBe(0);

      const named = calls.findIndex((call) => call.name === 'rename' && call.paths[1] === dataDir);
      expect(named).toBeGreaterThan(-1);
      const staging = calls[named]!.paths[0]!;
      const syncedBefore = new Set(
        synced(calls.slice(0, named)).map((path) => path.replace(staging, dataDir)),
      );
      expect(everything(dataDir).filter((path) => !syncedBefore.has(path))).toEqual([]);
      expect(synced(calls.slice(named))).toContain(dirname(dataDir));
    });
  },
);

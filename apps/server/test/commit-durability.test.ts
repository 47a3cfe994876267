import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { exitOf, freePort, startServer, waitForHealth, type ServerProcess } from './server-process.ts';
import { demoCustomer } from './shop-client.ts';
import { everything, readTrace, straceArgs, straceWorks, synced, type Call } from './strace.ts';

const root = realpathSync(mkdtempSync(join(tmpdir(), 'crankworks-commit-durability-')));
const dataDir = join(root, 'data');
const trace = join(root, 'server.trace');

/** The server strace started: a signal to strace itself would only detach it. */
const tracee = (strace: ChildProcess) =>
  Number(readFileSync(`/proc/${strace.pid}/task/${strace.pid}/children`, 'utf8').trim());

const isAnswer = (call: Call) => call.paths[1]?.startsWith('HTTP/1.1 ') ?? false;

/**
 * Each HTTP answer the server wrote: its status, how many WAL writes came since the answer before,
 * and the WAL segments written and not synced yet when it went out.
 */
function answers(calls: Call[]) {
  const wal = `${dataDir}/pg_wal/`;
  const unsynced = new Set<string>();
  let walWrites = 0;
  return calls.flatMap((call) => {
    const file = call.paths[0] ?? '';
    if (call.name === 'fsync') unsynced.delete(file);
    else if (file.startsWith(wal)) {
      unsynced.add(file);
      walWrites += 1;
    } else if (isAnswer(call)) {
      const answer = { status: call.paths[1]!.slice(9, 12), walWrites, unsynced: [...unsynced] };
      walWrites = 0;
      return [answer];
    }
    return [];
  });
}

describe.skipIf(!straceWorks || process.env.TEST_DATABASE_URL)(
  'the embedded database on the disk (skipped without strace, and on the PostgreSQL pass)',
  () => {
    let server: ServerProcess | undefined;
    let calls: Call[];
    let writtenBefore: string[];

    beforeAll(async () => {
      await (await openDatabase({ dataDir })).close();
      writtenBefore = everything(dataDir);
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      server = startServer(
        { PORT: String(port), DEMO: 'true', DATA_DIR: dataDir },
        { under: ['strace', ...straceArgs(trace, 'fsync,fdatasync,write,writev,pwrite64,pwritev')] },
      );
      await waitForHealth(base, server, '/api/ready');
      await (await demoCustomer(base)).order(false);
      process.kill(tracee(server.child), 'SIGTERM');
      await exitOf(server.child);
      calls = readTrace(trace);
    }, 120_000);

    afterAll(() => {
      if (server?.child.exitCode === null) process.kill(tracee(server.child), 'SIGKILL');
      rmSync(root, { recursive: true, force: true });
    });

    it('answers an order only once its commit is synced in the WAL, and every other answer too', () => {
      const all = answers(calls);
      expect(all.find((answer) => answer.status === '201')?.walWrites).toBeGreaterThan(0);
      expect(all.filter((answer) => answer.unsynced.length > 0)).toEqual([]);
    });

    it('puts the data folder as it found it wholly on the disk before its first answer', () => {
      const syncedBefore = new Set(synced(calls.slice(0, calls.findIndex(isAnswer))));
      expect(writtenBefore.filter((path) => !syncedBefore.has(path))).toEqual([]);
    });
  },
);

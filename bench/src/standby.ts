import { join } from 'node:path';
import pg from 'pg';
import { pg as postgresTool, startPrivatePostgres } from '../../scripts/cluster/postgres.ts';

/**
 * A private PostgreSQL primary on `port` and a streaming standby of it on `port + 1`, made with
 * `pg_basebackup -R` (asynchronous replication; the standby answers reads only).
 */
export async function startPrimaryWithStandby(folder: string, port: number) {
  const primary = startPrivatePostgres(folder, port);
  const data = join(folder, 'standby');
  try {
    postgresTool('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
      '-U',
      'postgres',
      '-D',
      data,
      '-R',
      '-X',
      'stream',
      '--checkpoint=fast',
    ]);
    postgresTool('pg_ctl', [
      '-D',
      data,
      '-o',
      `-c listen_addresses=127.0.0.1 -p ${port + 1} -k ${folder}`,
      '-l',
      join(folder, 'standby.log'),
      '-w',
      'start',
    ]);
  } catch (error) {
    primary.stop();
    throw error;
  }
  const standbyUrl = `postgres://postgres@127.0.0.1:${port + 1}/crankworks`;
  const client = new pg.Client(standbyUrl);
  await client.connect();
  const { rows } = await client.query<{ standby: boolean }>('select pg_is_in_recovery() as standby');
  await client.end();
  if (!rows[0]?.standby) throw new Error('the standby is not in recovery');
  return {
    primaryUrl: primary.url,
    standbyUrl,
    stop() {
      postgresTool('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      primary.stop();
    },
  };
}

/** The standby's replay lag as the primary sees it, sampled every 100 ms until `stop()`: the largest. */
export function sampleReplayLag(primaryUrl: string) {
  const client = new pg.Client(primaryUrl);
  let running = true;
  let maxMs = 0;
  let maxBytes = 0;
  const loop = (async () => {
    await client.connect();
    while (running) {
      const { rows } = await client.query<{ ms: number | null; bytes: string | null }>(
        `select extract(epoch from replay_lag) * 1000 as ms,
                pg_wal_lsn_diff(pg_current_wal_lsn(), replay_lsn)::text as bytes
         from pg_stat_replication`,
      );
      for (const row of rows) {
        maxMs = Math.max(maxMs, Number(row.ms ?? 0));
        maxBytes = Math.max(maxBytes, Number(row.bytes ?? 0));
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await client.end();
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { maxMs, maxBytes };
    },
  };
}

/** Transactions committed or rolled back in `database` so far (PostgreSQL's statistics, flushed about every second). */
export async function transactionCount(url: string) {
  const client = new pg.Client(url);
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      `select (xact_commit + xact_rollback)::text as count from pg_stat_database where datname = current_database()`,
    );
    return Number(rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}

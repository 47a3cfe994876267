import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../../scripts/free-port.ts';
import { startPrivatePostgres } from '../../scripts/cluster/postgres.ts';
import { postgresBinaries } from '../../apps/server/test/postgres-cluster.ts';

/** Where one bench phase keeps its data: a fresh PGlite folder, or a fresh PostgreSQL database. */
export interface BenchDatabase {
  label: 'PGlite' | 'PostgreSQL';
  /** A new empty store for one phase: the server's DATA_DIR or DATABASE_URL. */
  fresh(name: string): Promise<{ dataDir?: string; url?: string }>;
  stop(): void;
}

const embedded: BenchDatabase = {
  label: 'PGlite',
  fresh: async (name) => ({ dataDir: mkdtempSync(join(tmpdir(), `crankworks-bench-${name}-`)) }),
  stop: () => undefined,
};

/** PostgreSQL at BENCH_DATABASE_URL (a server whose databases the bench may create), or a private one. */
async function postgres(): Promise<BenchDatabase | null> {
  let serverUrl = process.env.BENCH_DATABASE_URL;
  let stop = () => undefined as void;
  if (!serverUrl) {
    if (!postgresBinaries()) return null;
    const folder = mkdtempSync(join(tmpdir(), 'crankworks-bench-pg-'));
    const started = startPrivatePostgres(folder, Number(process.env.BENCH_PG_PORT || (await freePort())));
    serverUrl = started.url;
    stop = () => {
      started.stop();
      rmSync(folder, { recursive: true, force: true });
    };
  }
  const admin = serverUrl;
  return {
    label: 'PostgreSQL',
    async fresh(name) {
      const client = new pg.Client(admin);
      await client.connect();
      const database = `bench_${name}_${Date.now()}`;
      await client.query(`create database ${database}`);
      await client.end();
      const url = new URL(admin);
      url.pathname = `/${database}`;
      return { url: url.href };
    },
    stop,
  };
}

export async function benchDatabases(): Promise<BenchDatabase[]> {
  const other = await postgres();
  if (!other) console.log('PostgreSQL: no server binaries and no BENCH_DATABASE_URL: PGlite only\n');
  return other ? [embedded, other] : [embedded];
}

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../free-port.ts';
import { startHaPostgres, type HaPostgres } from './ha-postgres.ts';
import { startHaproxy, writeHaproxyConfig, writePostgresProxyConfig } from './haproxy.ts';
import { appNode, type AppNode } from './node.ts';
import { startPrivatePostgres } from './postgres.ts';

export interface ClusterOptions {
  nodes: number;
  /** HAProxy listens here; the nodes and a private PostgreSQL listen on ports found free at start. */
  port: number;
  /** Extra environment for every node. */
  env?: NodeJS.ProcessEnv;
  /** A pg_auto_failover monitor, primary and standby behind a PostgreSQL proxy instead of one PostgreSQL. */
  ha?: boolean;
  /** With `ha`: the ports of the monitor, the two PostgreSQL nodes and their proxy (free ones otherwise). */
  postgresPorts?: [number, number, number, number];
}

export interface Cluster {
  url: string;
  databaseUrl: string;
  nodes: AppNode[];
  /** With `ha`: the pg_auto_failover nodes, to watch and to fail. */
  ha?: HaPostgres;
  stop(): Promise<void>;
}

/**
 * N app nodes on one PostgreSQL (DATABASE_URL, or a private one) behind HAProxy, all on 127.0.0.1.
 * Every node shares the auth secret and the public URL (the load balancer's), so a session made on
 * one node is valid on every other.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const { nodes: count, port, env = {} } = options;
  const folder = mkdtempSync(join(tmpdir(), 'crankworks-cluster-'));
  const stops: (() => unknown)[] = [() => rmSync(folder, { recursive: true, force: true })];
  const stop = async () => {
    for (const step of stops.splice(0).reverse()) await step();
  };
  try {
    const databaseUrl = 'DATABASE_URL' in env ? env.DATABASE_URL : process.env.DATABASE_URL;
    const ha = options.ha ? await startFailoverPostgres(folder, options.postgresPorts, stops) : undefined;
    const database =
      ha ?? (databaseUrl ? { url: databaseUrl } : startPrivatePostgres(folder, await freePort()));
    if ('stop' in database && !ha) stops.push(database.stop);
    const url = `http://127.0.0.1:${port}`;
    const nodeEnv = {
      BETTER_AUTH_SECRET: process.env.BETTER_AUTH_SECRET ?? randomBytes(32).toString('hex'),
      ...env,
      DATABASE_URL: database.url,
      PUBLIC_URL: url,
      TRUST_PROXY: '127.0.0.1',
    };
    const nodes: AppNode[] = [];
    for (let index = 1; index <= count; index++)
      nodes.push(appNode(`node${index}`, await freePort(), nodeEnv));
    stops.push(() => Promise.all(nodes.map((node) => node.stop())));
    // One after the other: the first migrates and seeds the database, the others find it done.
    for (const node of nodes) await node.start();
    const haproxy = startHaproxy(
      writeHaproxyConfig(
        folder,
        port,
        nodes.map((node) => node.port),
      ),
    );
    stops.push(() => stopHaproxy(haproxy));
    await waitForBalancer(url, count);
    return { url, databaseUrl: database.url, nodes, ha: ha?.postgres, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** pg_auto_failover's nodes and HAProxy in front of them; the app's URL goes through HAProxy. */
async function startFailoverPostgres(
  folder: string,
  ports: ClusterOptions['postgresPorts'],
  stops: (() => unknown)[],
) {
  const [monitor, first, second, proxy] = ports ?? [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const postgres = await startHaPostgres(folder, [monitor, first, second]);
  stops.push(postgres.stop);
  const haproxy = startHaproxy(writePostgresProxyConfig(folder, proxy, postgres.nodes));
  stops.push(() => stopHaproxy(haproxy));
  const url = `postgres://postgres@127.0.0.1:${proxy}/crankworks`;
  await untilWritable(url);
  return { postgres, url };
}

/**
 * Until several connections in a row through the proxy reach a writable server: HAProxy counts a
 * server up until its first check, so the standby may get the first connection (and the first node's
 * migration would fail on it).
 */
async function untilWritable(url: string) {
  const deadline = Date.now() + 30_000;
  for (let inARow = 0; inARow < 4;) {
    if (Date.now() > deadline) throw new Error('no writable PostgreSQL behind the proxy');
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
    client.on('error', () => undefined);
    const writable = await client
      .connect()
      .then(() => client.query<{ r: boolean }>('select pg_is_in_recovery() as r'))
      .then((result) => !result.rows[0]!.r)
      .catch(() => false)
      .finally(() => client.end().catch(() => undefined));
    inARow = writable ? inARow + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function stopHaproxy(haproxy: ReturnType<typeof startHaproxy>) {
  const exited = new Promise((resolve) => haproxy.once('exit', resolve));
  haproxy.kill('SIGTERM');
  return haproxy.exitCode === null && haproxy.signalCode === null ? exited : undefined;
}

/** Until every node has answered once through the load balancer. */
async function waitForBalancer(url: string, count: number) {
  const seen = new Set<string>();
  const deadline = Date.now() + 30_000;
  while (seen.size < count && Date.now() < deadline) {
    const response = await fetch(`${url}/api/ready`).catch(() => undefined);
    const node = response?.ok ? response.headers.get('x-served-by') : null;
    if (node) seen.add(node);
    else await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (seen.size < count) throw new Error(`HAProxy reached only ${[...seen].join(', ') || 'no node'}`);
}

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../free-port.ts';
import { startHaproxy, writeHaproxyConfig } from './haproxy.ts';
import { appNode, type AppNode } from './node.ts';
import { startPrivatePostgres } from './postgres.ts';

export interface ClusterOptions {
  nodes: number;
  /** HAProxy listens here; the nodes and a private PostgreSQL listen on ports found free at start. */
  port: number;
  /** Extra environment for every node. */
  env?: NodeJS.ProcessEnv;
}

export interface Cluster {
  url: string;
  databaseUrl: string;
  nodes: AppNode[];
  stop(): Promise<void>;
}

/**
 * N app nodes on one PostgreSQL (DATABASE_URL, or a private one) behind HAProxy, all on 127.0.0.1.
 * Every node shares the auth secret and the public URL (the load balancer's), so a session made on
 * one node is valid on every other.
 */
export async function startCluster({ nodes: count, port, env = {} }: ClusterOptions): Promise<Cluster> {
  const folder = mkdtempSync(join(tmpdir(), 'crankworks-cluster-'));
  const stops: (() => unknown)[] = [() => rmSync(folder, { recursive: true, force: true })];
  const stop = async () => {
    for (const step of stops.splice(0).reverse()) await step();
  };
  try {
    const databaseUrl = 'DATABASE_URL' in env ? env.DATABASE_URL : process.env.DATABASE_URL;
    const database = databaseUrl ? { url: databaseUrl } : startPrivatePostgres(folder, await freePort());
    if ('stop' in database) stops.push(database.stop);
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
    stops.push(() => {
      const exited = new Promise((resolve) => haproxy.once('exit', resolve));
      haproxy.kill('SIGTERM');
      return haproxy.exitCode === null ? exited : undefined;
    });
    await waitForBalancer(url, count);
    return { url, databaseUrl: database.url, nodes, stop };
  } catch (error) {
    await stop();
    throw error;
  }
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

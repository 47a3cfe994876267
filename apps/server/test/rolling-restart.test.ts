import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { ORDER_LOAD_ENV, prepareOrderLoad } from '../../../bench/src/orders.ts';
import { startCluster, type Cluster } from '../../../scripts/cluster/cluster.ts';
import { runLoad } from './in-flight-load.ts';
import { postgresBinaries } from './postgres-cluster.ts';
import { freePort } from './server-process.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** HAProxy checks every 500 ms and needs two good answers (deploy/haproxy.cfg) to send traffic again. */
const HAPROXY_RISE_MS = 1_500;

let cluster: Cluster | undefined;
afterAll(() => cluster?.stop());

// Two nodes on PostgreSQL (TEST_DATABASE_URL, or a private one started by the cluster) behind HAProxy.
/** npm test reports a failed step when these are missing, so a skip here never goes unnoticed. */
const clusterToolsInstalled =
  postgresBinaries() !== null && spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).status === 0;

describe('rolling restart behind HAProxy', () => {
  it.runIf(clusterToolsInstalled)(
    'loses no request and no acknowledged order (needs Debian haproxy and postgresql)',
    { timeout: 150_000 },
    async () => {
      const port = await freePort();
      const env = {
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATABASE_URL: process.env.TEST_DATABASE_URL || undefined,
        ...ORDER_LOAD_ENV,
      };
      cluster = await startCluster({ nodes: 2, port, env });
      const order = await prepareOrderLoad(cluster.url);
      const placeOrder = {
        url: order.url,
        method: 'POST',
        headers: order.headers ?? {},
        body: order.body as string,
      };
      const readCatalogue = { url: `${cluster.url}/api/products`, method: 'GET', headers: {} };

      let done = false;
      const load = runLoad(
        16,
        [placeOrder, readCatalogue],
        () => undefined,
        () => done,
      );
      for (const node of cluster.nodes) {
        await pause(1_000);
        expect(await node.stop(), `${node.name} exit code`).toBe(0);
        await node.start();
        await pause(HAPROXY_RISE_MS);
      }
      await pause(1_000);
      done = true;
      const tally = await load;

      console.log('rolling restart:', { ...tally, ordersCreated: tally.ordersCreated.length });
      expect(tally.lostInFlight).toEqual([]);
      expect(tally.notAccepted).toBe(0);
      expect(Object.keys(tally.servedBy).sort()).toEqual(['node1', 'node2']);
      const client = new pg.Client({
        connectionString: process.env.TEST_DATABASE_URL || cluster.databaseUrl,
      });
      await client.connect();
      try {
        const found = await client.query(
          'select count(*)::int as n from "order" where id = any($1::uuid[])',
          [tally.ordersCreated],
        );
        expect(found.rows[0].n).toBe(tally.ordersCreated.length);
      } finally {
        await client.end();
      }
    },
  );
});

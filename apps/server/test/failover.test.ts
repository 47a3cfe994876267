import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { ORDER_LOAD_ENV, prepareOrderLoad } from '../../../bench/src/orders.ts';
import { startCluster, type Cluster } from '../../../scripts/cluster/cluster.ts';
import type { NodeState } from '../../../scripts/cluster/ha-postgres.ts';
import { postgresBinaries } from './postgres-cluster.ts';
import { freePort } from './server-process.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const runs = (command: string, args: string[]) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;
/** npm test reports a failed step when these are missing, so a skip here never goes unnoticed. */
const toolsInstalled =
  postgresBinaries() !== null && runs('haproxy', ['-v']) && runs('pg_autoctl', ['--version']);

let cluster: Cluster | undefined;
afterAll(() => cluster?.stop(), 60_000);

interface Outcome {
  sentAt: number;
  doneAt: number;
  status: number | string;
  retryAfter?: string | null;
  id?: string;
}

/** `clients` signed-in customers placing one-part orders through HAProxy until `stop()`. */
function orderLoad(order: Awaited<ReturnType<typeof prepareOrderLoad>>, clients: number) {
  const outcomes: Outcome[] = [];
  let running = true;
  const place = async (): Promise<Outcome> => {
    const sentAt = Date.now();
    try {
      const response = await fetch(order.url, {
        method: 'POST',
        headers: order.headers,
        body: order.body as string,
        signal: AbortSignal.timeout(30_000),
      });
      const body = (await response.json().catch(() => ({}))) as { insertedId?: string };
      const retryAfter = response.headers.get('retry-after');
      return { sentAt, doneAt: Date.now(), status: response.status, retryAfter, id: body.insertedId };
    } catch (error) {
      return { sentAt, doneAt: Date.now(), status: String((error as Error).cause ?? error) };
    }
  };
  const loops = Array.from({ length: clients }, async () => {
    while (running) {
      const outcome = await place();
      outcomes.push(outcome);
      // A client told to come back later waits a little, as a browser would, instead of spinning.
      if (outcome.status === 503) await pause(100);
    }
  });
  return {
    outcomes,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** An order placed until it is not a 503 (20 s at most), as a client following Retry-After would. */
async function placeUntilAccepted(order: Awaited<ReturnType<typeof prepareOrderLoad>>) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const response = await fetch(order.url, {
      method: 'POST',
      headers: order.headers,
      body: order.body as string,
    });
    await response.arrayBuffer();
    if (response.status !== 503 || Date.now() > deadline) return response.status;
    await pause(250);
  }
}

/** Whether `primary` and `secondary` hold those roles with no change under way. */
const settled = (primary: string, secondary: string) => (nodes: NodeState[]) =>
  [
    [primary, 'primary'],
    [secondary, 'secondary'],
  ].every(([name, role]) =>
    nodes.some((node) => node.name === name && node.reported === role && node.assigned === role),
  );

const roles = (nodes: NodeState[]) =>
  Object.fromEntries(nodes.map((node) => [node.name, `${node.reported}/${node.assigned}`]));

/** The pg_auto_failover ports (monitor, two nodes, proxy) from FAILOVER_TEST_PG_PORT on, or free ones. */
function postgresPorts(): [number, number, number, number] | undefined {
  const base = Number(process.env.FAILOVER_TEST_PG_PORT);
  return base ? [base, base + 1, base + 2, base + 3] : undefined;
}

describe('losing the primary PostgreSQL under an order load', () => {
  it.runIf(toolsInstalled)(
    'promotes the standby, loses and doubles no acknowledged order, answers only 503 meanwhile, takes the old primary back as standby and hands it the primary role again by switchover (needs Debian pg_auto_failover, haproxy and postgresql)',
    { timeout: 180_000 },
    async () => {
      const startedAt = Date.now();
      cluster = await startCluster({
        nodes: 2,
        port: await freePort(),
        ha: true,
        postgresPorts: postgresPorts(),
        env: { NODE_ENV: 'test', LOG_LEVEL: 'warn', DB_CONNECT_TIMEOUT_MS: '1000', ...ORDER_LOAD_ENV },
      });
      const ha = cluster.ha!;
      console.info(`HA cluster started in ${(Date.now() - startedAt) / 1000} s`);
      const before = await ha.state();
      const primary = ha.nodes.find((node) =>
        before.some((s) => s.name === node.name && s.reported === 'primary'),
      )!;
      const standby = ha.nodes.find((node) => node !== primary)!;

      const order = await prepareOrderLoad(cluster.url);
      const load = orderLoad(order, 8);
      await pause(2_000);
      const lostAt = Date.now();
      ha.lose(primary);

      // Writes succeed again once a request sent after the kill is acknowledged and no 503 follows
      // it for two seconds; 45 s without that fails the test.
      const recovered = () => {
        const after = load.outcomes.filter((outcome) => outcome.sentAt > lostAt);
        const lastRefusal = Math.max(
          lostAt,
          ...after.filter((outcome) => outcome.status !== 201).map((outcome) => outcome.sentAt),
        );
        const firstAck = after
          .filter((outcome) => outcome.status === 201 && outcome.sentAt > lastRefusal)
          .sort((a, b) => a.doneAt - b.doneAt)[0];
        return firstAck && Date.now() - firstAck.doneAt > 2_000 ? firstAck : undefined;
      };
      let backAt: Outcome | undefined;
      let promotedAt: number | undefined;
      while (!backAt && Date.now() - lostAt < 45_000) {
        await pause(250);
        backAt = recovered();
        const nodes = await ha.state().catch(() => []);
        if (nodes.some((node) => node.name === standby.name && node.reported.endsWith('primary')))
          promotedAt ??= Date.now();
      }
      await load.stop();
      const promoted = await ha.waitFor('the standby promoted', (nodes) =>
        nodes.some((node) => node.name === standby.name && node.reported.endsWith('primary')),
      );

      // The old primary's folder, run again, rejoins as the standby.
      ha.start(primary);
      const rejoined = await ha.waitFor(
        'the old primary back as standby',
        settled(standby.name, primary.name),
      );

      const client = new pg.Client({ connectionString: cluster.databaseUrl });
      client.on('error', () => undefined);
      await client.connect();
      const [stored, stock] = await Promise.all([
        client.query<{ id: string }>('select id::text from "order" where product_id = $1', [order.productId]),
        client.query<{ qty: number }>('select available_qty as qty from product where id = $1', [
          order.productId,
        ]),
      ]).finally(() => client.end());
      const { outcomes } = load;
      const acknowledged = outcomes.filter((outcome) => outcome.status === 201).map((outcome) => outcome.id!);
      const refused = outcomes.filter((outcome) => outcome.status === 503);
      const otherFailures = outcomes.filter((outcome) => outcome.status !== 201 && outcome.status !== 503);
      const storedIds = new Set(stored.rows.map((row) => row.id));
      const figures = {
        requests: outcomes.length,
        acknowledged: acknowledged.length,
        stored: stored.rows.length,
        answered503: refused.length,
        secondsOf503: refused.length ? (refused.at(-1)!.doneAt - refused[0]!.sentAt) / 1000 : 0,
        secondsUntilPromoted: promotedAt ? (promotedAt - lostAt) / 1000 : null,
        secondsUntilWritesSucceed: backAt ? (backAt.doneAt - lostAt) / 1000 : null,
        otherFailures: otherFailures.length,
        statesAfterFailover: roles(promoted),
        statesAfterRejoin: roles(rejoined),
      };
      console.info('failover under load:', figures);

      expect(backAt, 'writes succeed again').toBeDefined();
      expect(otherFailures, 'failures other than 503').toEqual([]);
      expect(refused.length, 'the loss was felt').toBeGreaterThan(0);
      expect(refused.filter((outcome) => outcome.retryAfter === null)).toEqual([]);
      expect(
        acknowledged.filter((id) => !storedIds.has(id)),
        'acknowledged orders lost',
      ).toEqual([]);
      expect(new Set(acknowledged).size, 'an id acknowledged twice').toBe(acknowledged.length);
      // An order whose answer was a 503 may have been stored all the same (the commit was made, the
      // answer lost with the connection), never more than one row per request.
      expect(stored.rows.length).toBeGreaterThanOrEqual(acknowledged.length);
      expect(order.initialStock - stock.rows[0]!.qty, 'stock taken by the stored orders').toBe(
        stored.rows.length,
      );
      expect(stored.rows.length).toBeLessThanOrEqual(acknowledged.length + refused.length);

      // A planned switchover (docs/operations.md) gives the old primary its role back, and orders go on.
      await ha.autoctl(['perform', 'switchover', '--pgdata', ha.monitor.pgdata]);
      const switched = await ha.waitFor('the switchover', settled(primary.name, standby.name));
      console.info('after a switchover:', roles(switched));
      expect(await placeUntilAccepted(order), 'an order after the switchover').toBe(201);
    },
  );
});

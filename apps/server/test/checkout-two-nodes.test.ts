import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createParts, signUpCustomers } from '../../../bench/src/checkout.ts';
import { fetchSendingTwice } from '../../../bench/src/requests.ts';
import { startCluster, type Cluster } from '../../../scripts/cluster/cluster.ts';
import { cartOf, CHECKOUTS, expectNoOversell, STOCK } from './checkout-carts.ts';
import { postgresBinaries } from './postgres-cluster.ts';
import { freePort } from './server-process.ts';

let cluster: Cluster | undefined;
afterAll(() => cluster?.stop());

/** npm test reports a failed step when these are missing, so a skip here never goes unnoticed. */
const clusterToolsInstalled =
  postgresBinaries() !== null && spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).status === 0;

describe('concurrent checkouts through two nodes on one PostgreSQL, behind HAProxy', () => {
  it.runIf(clusterToolsInstalled)(
    `never oversell: ${CHECKOUTS} carts sharing parts checked out at once (needs Debian haproxy and postgresql)`,
    { timeout: 180_000 },
    async () => {
      const env = {
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATABASE_URL: process.env.TEST_DATABASE_URL || undefined,
      };
      cluster = await startCluster({ nodes: 2, port: await freePort(), env });
      const url = cluster.url;
      const parts = await createParts(url, [
        { name: 'Race crank', availableQty: STOCK.scarce },
        { name: 'Race chain', availableQty: STOCK.rare },
        { name: 'Race cable', availableQty: STOCK.plenty },
      ]);
      const customers = await signUpCustomers(url, CHECKOUTS);
      // Each request may be sent twice (a PUT, a checkout with its key) if its connection fails.
      const send = (cookie: string, method: string, path: string, body: object) =>
        fetchSendingTwice(`${url}${path}`, {
          method,
          headers: {
            'content-type': 'application/json',
            cookie,
            origin: url,
            ...(method === 'POST' && { 'idempotency-key': randomUUID() }),
          },
          body: JSON.stringify(body),
        });
      for (const [n, { cookie }] of customers.entries())
        for (const line of cartOf(n, parts))
          expect((await send(cookie, 'PUT', `/api/cart/${line.productId}`, { qty: line.qty })).status).toBe(
            200,
          );

      // HAProxy deals the checkouts out to both nodes in turn; all are in flight at once.
      const answers = await Promise.all(
        customers.map(async ({ cookie }) => {
          const response = await send(cookie, 'POST', '/api/checkout', {
            address: '1 Race Road',
            phone: '+1 555 0102',
          });
          return {
            status: response.status,
            body: (await response.json()) as { field?: string; message?: string },
          };
        }),
      );

      const placed = expectNoOversell(answers, /^Race (crank|chain): /);

      const database = new pg.Client({ connectionString: cluster.databaseUrl });
      await database.connect();
      try {
        const { rows } = await database.query<{ id: string; available: number; ordered: number }>(
          `select p.id, p.available_qty as available,
                  coalesce((select sum(l.qty) from order_line l join "order" o on o.id = l.order_id
                            where l.product_id = p.id and o.cancelled_at is null), 0)::int as ordered
             from product p where p.id = any($1)`,
          [parts],
        );
        const initial = [STOCK.scarce, STOCK.rare, STOCK.plenty];
        for (const [index, id] of parts.entries()) {
          const row = rows.find((found) => found.id === id)!;
          const wanted = placed.reduce((sum, n) => sum + cartOf(n, parts)[index]!.qty, 0);
          expect(row.available, 'never below zero').toBeGreaterThanOrEqual(0);
          expect(row.ordered, 'the placed carts, exactly').toBe(wanted);
          expect(row.available + row.ordered, 'stock + ordered = what there was').toBe(initial[index]);
        }
        console.log(
          `two-node checkouts: ${placed.length} placed, ${CHECKOUTS - placed.length} refused; stock left ${parts
            .map((id) => rows.find((row) => row.id === id)!.available)
            .join(', ')}`,
        );
      } finally {
        await database.end();
      }
    },
  );
});

import { spawnSync } from 'node:child_process';
import { setTimeout } from 'node:timers/promises';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { addVariants, createParts, signUpCustomers } from '../../../bench/src/checkout.ts';
import { fetchSendingTwice, okJson } from '../../../bench/src/requests.ts';
import { benchShipment } from '../../../bench/src/shipment.ts';
import { startCluster, type Cluster } from '../../../scripts/cluster/cluster.ts';
import { cartOf, CHECKOUTS, expectNoOversell, RACE_CRANK_REFUSED, STOCK } from './checkout-carts.ts';
import { postgresBinaries } from './postgres-cluster.ts';
import { freePort } from './server-process.ts';

let cluster: Cluster | undefined;
// Nodes drain what is in flight before they stop: more than the default 10 s after a failed test.
afterAll(() => cluster?.stop(), 60_000);

/** Both tests share one cluster; the invoices' test places more unpaid orders than a customer may hold. */
async function theCluster() {
  cluster ??= await startCluster({
    nodes: 2,
    port: await freePort(),
    env: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: process.env.TEST_DATABASE_URL || undefined,
      MAX_UNPAID_ORDERS: String(PAYMENTS),
    },
  });
  return cluster;
}

/** A request as a client sends it through the cluster, once more if its connection fails before any answer. */
const sendAs = (url: string, cookie: string, method: string, path: string, body: object) =>
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

/** Runs `task` for 0 … count - 1, `width` at a time. */
async function inFlight(count: number, width: number, task: (index: number) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < count) await task(next++);
  };
  await Promise.all(Array.from({ length: width }, worker));
}

/** Issue 36's figure: payments confirmed at once through both nodes. */
const PAYMENTS = 1000;
const PAYERS = 10;

/** npm test reports a failed step when these are missing, so a skip here never goes unnoticed. */
const clusterToolsInstalled =
  postgresBinaries() !== null && spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).status === 0;

describe('concurrent checkouts through two nodes on one PostgreSQL, behind HAProxy', () => {
  it.runIf(clusterToolsInstalled)(
    `never oversell: ${CHECKOUTS} carts sharing parts checked out at once (needs Debian haproxy and postgresql)`,
    { timeout: 180_000 },
    async () => {
      const { url } = await theCluster();
      // The scarce and the rare part are two variants of one crank (decision 078).
      const [crank, cable] = await createParts(url, [
        { name: 'Race crank', availableQty: STOCK.scarce },
        { name: 'Race cable', availableQty: STOCK.plenty },
      ]);
      const parts = [
        ...(await addVariants(url, crank!, 'Length', [
          { value: '170 mm', availableQty: STOCK.scarce },
          { value: '172.5 mm', availableQty: STOCK.rare },
        ])),
        cable!,
      ];
      const customers = await signUpCustomers(url, CHECKOUTS);
      // Every cart ships to New York by the cheapest method for its three parts.
      const shipment = await benchShipment(url, parts);
      // Each request may be sent twice (a PUT, a checkout with its key) if its connection fails.
      const send = (cookie: string, method: string, path: string, body: object) =>
        sendAs(url, cookie, method, path, body);
      for (const [n, { cookie }] of customers.entries())
        for (const line of cartOf(n, parts))
          expect((await send(cookie, 'PUT', `/api/cart/${line.productId}`, { qty: line.qty })).status).toBe(
            200,
          );

      // HAProxy deals the checkouts out to both nodes in turn; all are in flight at once.
      const answers = await Promise.all(
        customers.map(async ({ cookie }) => {
          const response = await send(cookie, 'POST', '/api/checkout', shipment);
          return {
            status: response.status,
            body: (await response.json()) as { field?: string; message?: string },
          };
        }),
      );

      const placed = expectNoOversell(answers, RACE_CRANK_REFUSED);

      const database = new pg.Client({ connectionString: cluster!.databaseUrl });
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

  it.runIf(clusterToolsInstalled)(
    `issues ${PAYMENTS} invoices numbered without a gap or a repeat when ${PAYMENTS} payments are confirmed at once on both nodes`,
    { timeout: 240_000 },
    async () => {
      const { url, databaseUrl } = await theCluster();
      const [part] = await createParts(url, [{ name: 'Invoice spoke', availableQty: PAYMENTS }]);
      const payers = await signUpCustomers(url, PAYERS);
      const shipment = await benchShipment(url, [part!]);

      // Each payment made ready: a one-piece order, its intent, and the test card's confirmation.
      const payments: { cookie: string; orderId: string; transactionId: string }[] = [];
      await inFlight(PAYMENTS, 8, async (index) => {
        const { cookie } = payers[index % PAYERS]!;
        const send = (method: string, path: string, body: object) => sendAs(url, cookie, method, path, body);
        const order = await okJson<{ insertedId: string }>(
          await send('POST', '/api/order', {
            productId: part,
            orderQty: 1,
            ...shipment,
          }),
        );
        const intent = await okJson<{ clientSecret: string }>(
          await send('POST', '/api/create-payment-intent', { orderId: order.insertedId }),
        );
        const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', postalCode: '10115' };
        const confirmed = await okJson<{ transactionId: string }>(
          await send('POST', '/api/test-payments/confirm', { clientSecret: intent.clientSecret, ...card }),
        );
        payments[index] = { cookie, orderId: order.insertedId, transactionId: confirmed.transactionId };
      });

      // Every confirmation in flight at once, dealt out to both nodes in turn. A node sheds what waits
      // for a database connection longer than DB_CONNECT_TIMEOUT_MS with a 503 and its Retry-After; a
      // client sends it again then, as it may (confirming a payment twice changes nothing).
      let shed = 0;
      const confirm = async ({ cookie, orderId, transactionId }: (typeof payments)[number]) => {
        for (let attempt = 1; ; attempt += 1) {
          const answer = await sendAs(url, cookie, 'PATCH', `/api/order/${orderId}`, { transactionId });
          if (answer.status !== 503 || attempt === 5) return answer.status;
          shed += 1;
          await setTimeout(Number(answer.headers.get('retry-after')) * 1000);
        }
      };
      const started = performance.now();
      const answers = await Promise.all(payments.map(confirm));
      const seconds = (performance.now() - started) / 1000;
      expect(answers.filter((status) => status !== 200)).toEqual([]);

      const database = new pg.Client({ connectionString: databaseUrl });
      await database.connect();
      try {
        const { rows } = await database.query<{ number: string }>(
          'select number from invoice where order_id = any($1) order by number',
          [payments.map((payment) => payment.orderId)],
        );
        const serials = rows.map((row) => Number(/-(\d+)$/.exec(row.number)![1]));
        expect(rows, 'one invoice per paid order').toHaveLength(PAYMENTS);
        expect(new Set(rows.map((row) => row.number)).size, 'no number twice').toBe(PAYMENTS);
        // In the cluster's own database these are the year's only invoices: 1 … PAYMENTS.
        expect(serials, 'no gap').toEqual(
          Array.from({ length: PAYMENTS }, (_, index) => serials[0]! + index),
        );
        console.log(
          `two-node payments: ${PAYMENTS} confirmed at once in ${seconds.toFixed(1)} s (${shed} shed with a 503 ` +
            `and sent again); invoices ${rows[0]!.number} … ${rows.at(-1)!.number}`,
        );
      } finally {
        await database.end();
      }
    },
  );
});

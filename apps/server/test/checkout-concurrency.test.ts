import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createParts, signUpCustomers } from '../../../bench/src/checkout.ts';
import { startCluster, type Cluster } from '../../../scripts/cluster/cluster.ts';
import { signUp } from './auth-helper.ts';
import { buildTestApp } from './helper.ts';
import { addProduct, stockOf } from './order-fixtures.ts';
import { postgresBinaries } from './postgres-cluster.ts';
import { freePort } from './server-process.ts';

const CHECKOUTS = 200;
/** Two scarce parts every cart holds, and one plentiful: about half of the checkouts must be refused. */
const STOCK = { scarce: 150, rare: 250, plenty: 100_000 };

let cluster: Cluster | undefined;
afterAll(() => cluster?.stop());

/** npm test reports a failed step when these are missing, so a skip here never goes unnoticed. */
const clusterToolsInstalled =
  postgresBinaries() !== null && spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).status === 0;

/** Customer n's cart: 1–2 of the scarce part, 1–2 of the rare one, 1 of the plentiful one. */
const cartOf = (n: number, [scarce, rare, plenty]: string[]) => [
  { productId: scarce!, qty: 1 + (n % 2) },
  { productId: rare!, qty: 1 + ((n >> 1) % 2) },
  { productId: plenty!, qty: 1 },
];

/** What every concurrent run must show: each checkout placed or refused naming a part, none oversold. */
function expectNoOversell(
  answers: { status: number; body: { field?: string; message?: string } }[],
  refusedPart: RegExp,
) {
  const placed = answers.flatMap((answer, n) => (answer.status === 201 ? [n] : []));
  const refused = answers.filter((answer) => answer.status === 409);
  expect(placed.length + refused.length, 'every checkout is placed or refused in words').toBe(answers.length);
  for (const { body } of refused)
    expect(body).toMatchObject({ field: 'cart', message: expect.stringMatching(refusedPart) });
  expect(refused.length, 'the scarce part ran out').toBeGreaterThan(0);
  return placed;
}

describe(`concurrent checkouts on one node (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it(
    `never oversell: ${CHECKOUTS} carts sharing parts checked out at once`,
    { timeout: 120_000 },
    async () => {
      const t = await buildTestApp();
      try {
        const db = t.database.db;
        const parts = [
          await addProduct(db, { name: 'Race crank', availableQty: STOCK.scarce, minimumQty: 1 }),
          await addProduct(db, { name: 'Race chain', availableQty: STOCK.rare, minimumQty: 1 }),
          await addProduct(db, { name: 'Race cable', availableQty: STOCK.plenty, minimumQty: 1 }),
        ].map((part) => part.id);
        const customers = [];
        for (let n = 0; n < CHECKOUTS; n += 1) customers.push(await signUp(t.app));
        for (const [n, customer] of customers.entries())
          for (const line of cartOf(n, parts))
            await t.app.inject({
              method: 'PUT',
              url: `/api/cart/${line.productId}`,
              headers: customer.headers,
              payload: { qty: line.qty },
            });

        const answers = await Promise.all(
          customers.map(async (customer) => {
            const response = await t.app.inject({
              method: 'POST',
              url: '/api/checkout',
              headers: customer.headers,
              payload: { address: '1 Race Road', phone: '+1 555 0102' },
            });
            return {
              status: response.statusCode,
              body: response.json() as { field?: string; message?: string },
            };
          }),
        );

        const placed = expectNoOversell(answers, /^Race (crank|chain): /);
        const initial = [STOCK.scarce, STOCK.rare, STOCK.plenty];
        for (const [index, id] of parts.entries()) {
          const wanted = placed.reduce((sum, n) => sum + cartOf(n, parts)[index]!.qty, 0);
          expect(await stockOf(db, id)).toBe(initial[index]! - wanted);
        }
        expect(
          await stockOf(db, parts[0]!),
          'the scarce part is sold to its last piece or one short',
        ).toBeLessThan(2);
      } finally {
        await t.app.close();
      }
    },
  );
});

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
      const send = (cookie: string, method: string, path: string, body: object) =>
        fetch(`${url}${path}`, {
          method,
          headers: { 'content-type': 'application/json', cookie, origin: url },
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

      const placed = answers.flatMap((answer, n) => (answer.status === 201 ? [n] : []));
      const refused = answers.filter((answer) => answer.status === 409);
      expect(placed.length + refused.length, 'every checkout is placed or refused in words').toBe(CHECKOUTS);
      for (const { body } of refused)
        expect(body).toMatchObject({
          field: 'cart',
          message: expect.stringMatching(/^Race (crank|chain): /),
        });
      expect(refused.length, 'the scarce part ran out').toBeGreaterThan(0);

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

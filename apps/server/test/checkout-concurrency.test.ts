import { describe, expect, it } from 'vitest';
import { signUp } from './auth-helper.ts';
import { cartOf, CHECKOUTS, expectNoOversell, RACE_CRANK_REFUSED, STOCK } from './checkout-carts.ts';
import { buildTestApp } from './helper.ts';
import { addProduct, addVariants, stockOf } from './order-fixtures.ts';

describe(`concurrent checkouts on one node (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it(
    `never oversell: ${CHECKOUTS} carts sharing parts checked out at once`,
    { timeout: 240_000 },
    async () => {
      const t = await buildTestApp();
      try {
        const db = t.database.db;
        // The scarce and the rare part are two variants of one crank (decision 078).
        const crank = await addProduct(db, { name: 'Race crank', availableQty: STOCK.scarce, minimumQty: 1 });
        const cable = await addProduct(db, { name: 'Race cable', availableQty: STOCK.plenty, minimumQty: 1 });
        const parts = [
          ...(await addVariants(db, crank.id, 'Length', [
            { value: '170 mm', availableQty: STOCK.scarce },
            { value: '172.5 mm', availableQty: STOCK.rare },
          ])),
          cable.id,
        ];
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

        const placed = expectNoOversell(answers, RACE_CRANK_REFUSED);
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

import { fillPlaceholders, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.ts';
import { placeOrderStatement } from '../src/features/orders/order-statement.ts';
import { signUp, type TestUser } from './auth-helper.ts';
import { buildTestApp, type TestApp } from './helper.ts';

const PARTS = 2_000;

let t: TestApp;
let customer: TestUser;
let partId: string;
beforeAll(async () => {
  t = await buildTestApp();
  customer = await signUp(t.app);
  await t.database.db.execute(sql`
    insert into product (name, img, short_description, price_cents, available_qty, minimum_qty)
    select 'Part ' || i, '/images/products/chain.svg', 'A part.', 1000, 100, 1
    from generate_series(1, ${PARTS}) as i`);
  const [part] = rowsOf<{ id: string }>(await t.database.db.execute(sql`select id from product limit 1`));
  partId = part!.id;
}, 60_000);
afterAll(() => t?.app.close());

const literal = (value: unknown) => (value === null ? 'null' : `'${String(value).replaceAll("'", "''")}'`);

/**
 * The plan PostgreSQL keeps for a prepared order statement (a generic plan, as after its fifth run),
 * for a one-line order. Explained, not run: nothing is placed.
 */
async function keptPlan(fromCart: boolean) {
  const statement = placeOrderStatement(fromCart);
  const values = fillPlaceholders(statement.params, {
    lines: JSON.stringify([
      {
        line_no: 1,
        product_id: partId,
        qty: 1,
        name: 'Part 1',
        description: 'A part.',
        price_cents: 1000,
        tiers: [],
        weight_grams: 0,
        unit_cents: 1000,
        tax_cents: null,
      },
    ]),
    maxUnpaid: 3,
    pickedHold: 1,
    orderId: '00000000-0000-4000-8000-000000000001',
    userId: customer.id,
    userName: customer.name,
    userEmail: customer.email,
    address: '1 Spoke Street',
    phone: '555 0100',
    heldUntil: new Date().toISOString(),
    totalCents: 1000,
    goodsCents: 1000,
    ...Object.fromEntries(
      ['shippingCents', 'shippingTaxCents', 'taxCents', 'taxRatePpm', 'taxLabel', 'reverseCharge']
        .concat([
          'shipTo',
          'billTo',
          'shippingMethod',
          'shippingMinDays',
          'shippingMaxDays',
          'pricesIncludeTax',
        ])
        .map((name) => [name, null]),
    ),
    mailKind: 'order-placed',
    mailRecipient: customer.email,
    mailSubject: 'Order placed',
    mailText: 'Text',
    mailHtml: '<p>Text</p>',
  });
  return t.database.db.transaction(async (tx) => {
    // The order table as a new shop has it and the embedded database keeps it, never analyzed (it has
    // no autovacuum), whatever an ANALYZE on the shared database between tests left: PostgreSQL
    // plans a prepared statement again after each ANALYZE, by the statistics of the orders there are.
    await tx.execute(sql`update pg_class set reltuples = -1, relpages = 0 where oid = '"order"'::regclass`);
    await tx.execute(sql`delete from pg_statistic where starelid = '"order"'::regclass`);
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    await tx.execute(sql.raw(`prepare kept_order_plan as ${statement.text}`));
    const rows = rowsOf<{ 'QUERY PLAN': string }>(
      await tx.execute(sql.raw(`explain execute kept_order_plan(${values.map(literal).join(', ')})`)),
    );
    await tx.execute(sql`deallocate kept_order_plan`);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

/** The order statement's two sources of lines: Buy Now's lines, and the customer's cart. */
const SOURCES = [
  ['Buy Now', false],
  ['a checkout of the cart', true],
] as const;

it.each(SOURCES)(
  `%s finds, locks and takes its parts by their key, not by reading all ${PARTS} parts`,
  async (_, fromCart) => {
    const plan = await keptPlan(fromCart);
    expect(plan).toContain('product_pkey');
    expect(plan).not.toMatch(/Seq Scan on product\b/);
  },
);

/**
 * The plan is made on the small table a new shop has and kept however many unpaid orders it then
 * holds (the embedded database never re-plans): a hold must be looked up on its own index, where a
 * tie once chose the deadline index and filtered every unpaid order of the shop (decision 028).
 */
it.each(SOURCES)('%s looks up the customer’s hold on its own index', async (_, fromCart) => {
  const plan = await keptPlan(fromCart);
  expect(plan).toContain('order_user_id_hold_slot_idx');
  expect(plan).not.toContain('order_unpaid_held_until_idx');
});

import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { rowsOf } from '../../apps/server/src/db/rows.ts';
import { recordDemoDatabase } from '../../apps/server/src/features/auth/demo-accounts.ts';
import { encodeCursor } from '../../apps/server/src/lib/cursor.ts';

/** The tables whose pages the bench times at 100 and at 100k rows. */
export const sizedTables = ['product', 'order', 'user', 'contact_message'] as const;
export type SizedTable = (typeof sizedTables)[number];

/**
 * Rows n = from…to of each table, spread over time so that every sort has work to do. Every e-mail
 * is its row's own, so a search for one (`customer42@`) finds the same row at 100 and at 100k rows,
 * among look-alikes (`customer420@`, `customer1042@`) that share most of its characters.
 */
/**
 * How many variants each bench product has (decision 078): ten in the large catalogue (100,000 rows
 * are 10,000 products), one in the small one. A filter of a quarter of its 100 products then still
 * fills a first page of 24, as it does among 10,000 products, so that the two pages differ in the
 * catalogue's size alone; of 10 products a quarter is two or three, and a page of three against one of
 * 24 measured the page's length (decision 079).
 */
export const variantsPerProduct = (rows: number) => (rows >= 1_000 ? 10 : 1);

const fill: Record<SizedTable, (from: number, to: number) => ReturnType<typeof sql>> = {
  // Part n (n = 1, 11, 21, … of ten variants) is a product, and the parts after it up to the next its
  // other variants, each with its own price and part number. `from` is one past a multiple of ten, as
  // every size the bench asks for is.
  product: (from, to) => {
    const variants = variantsPerProduct(to);
    return sql`
    with made as (
      insert into product (name, img, short_description, price_cents, available_qty, minimum_qty, created_at,
                           sku, options, option_values)
      select 'Bench part ' || n, '/images/products/hub.svg', 'A part made by the bench, number ' || n,
             100 + (n * 7919) % 100000, 1000, 1, now() - n * interval '1 second', 'BENCH-' || n,
             ${variants > 1 ? sql`'{Bench length}', array['1 mm']` : sql`'{}', '{}'`}
      from generate_series(${from}::int, ${to}::int) as n where (n - 1) % ${variants} = 0
      returning id, substring(name from 12)::int as n, created_at
    )
    insert into product (name, img, short_description, price_cents, available_qty, minimum_qty, created_at,
                         sku, option_values, variant_of, variant_position)
    select 'Bench part ' || made.n, '/images/products/hub.svg', 'A part made by the bench, number ' || made.n,
           100 + ((made.n + k) * 7919) % 100000, 1000, 1, made.created_at, 'BENCH-' || (made.n + k),
           array[(k + 1) || ' mm'], made.id, k
    from made, generate_series(1, ${variants - 1}::int) as k where made.n + k <= ${to}::int`;
  },
  // A third each expired, paid and shipped, each with the status its history gives: an order left
  // `unpaid` (the column's default) and older than its hold is one the server's expiry pass releases,
  // and a run once spent its whole time expiring the seeded orders while the lists were timed.
  order: (from, to) => sql`
    insert into "order" (product_name, product_description, price_cents, order_qty, user_name,
                         user_email, address, phone, paid, shipped, status, paid_at, shipped_at,
                         expired_at, created_at)
    select 'Bench part ' || (n % 997), 'A part made by the bench', 100 + (n * 7919) % 100000, 1 + n % 9,
           'Customer ' || n, 'customer' || n || '@bench.example', '1 Bench Road',
           '+1 555 0100', n % 3 > 0, n % 3 = 2,
           (case n % 3 when 0 then 'expired' when 1 then 'paid' else 'shipped' end)::order_status,
           case when n % 3 > 0 then placed + interval '5 minutes' end,
           case when n % 3 = 2 then placed + interval '1 day' end,
           case when n % 3 = 0 then placed + interval '30 minutes' end, placed
    from generate_series(${from}::int, ${to}::int) as n,
         lateral (select now() - n * interval '1 second' as placed) as at`,
  user: (from, to) => sql`
    insert into "user" (name, email, role, created_at)
    select 'Bench customer ' || n, 'bench' || n || '@bench.example', case when n % 50 = 0 then 'admin' else 'user' end,
           now() - n * interval '1 second'
    from generate_series(${from}::int, ${to}::int) as n`,
  contact_message: (from, to) => sql`
    insert into contact_message (first_name, last_name, email, message, created_at)
    select 'Sender', 'Number ' || n, 'sender' || n || '@bench.example',
           'A question about part ' || (n % 997) || ', long enough to send', now() - n * interval '1 second'
    from generate_series(${from}::int, ${to}::int) as n`,
};

/** A bench product's place among the products: of ten variants, `Bench part 41` (and its variants) is the fifth, 4. */
const productNumber = (rows: number) =>
  sql`(substring(product.name from 12)::int - 1) / ${variantsPerProduct(rows)}`;

/**
 * Every fourth bench product in the category `bench-parts`: a quarter of the catalogue, so that its
 * first page holds as many as the catalogue at either size allows. Products already placed stay (the
 * store may be grown again).
 */
const benchCategory = (rows: number) => sql`
  with placed as (
    insert into category (name, slug) values ('Bench parts', 'bench-parts')
    on conflict (slug) do update set name = excluded.name
    returning id
  )
  insert into product_category (product_id, category_id)
  select product.id, placed.id from product, placed
  where product.name like 'Bench part %' and product.variant_of is null and ${productNumber(rows)} % 4 = 0
  on conflict do nothing`;

/**
 * Every bench product gives the number specification `bench-size`: its place modulo 4, so that each
 * value is a quarter of the catalogue; value 0 is given by the products of `bench-parts`
 * (`?spec=bench-size:0`).
 */
const benchSpec = (rows: number) => sql`
  with defined as (
    insert into spec (name, key, kind, unit) values ('Bench size', 'bench-size', 'number', 'mm')
    on conflict (key) do update set name = excluded.name
    returning id
  )
  insert into product_spec (product_id, spec_id, number_value)
  select product.id, defined.id, ${productNumber(rows)} % 4 from product, defined
  where product.name like 'Bench part %' and product.variant_of is null
  on conflict do nothing`;

/**
 * Brings every sized table up to `rows` rows, straight in the database while no server has it open,
 * then vacuums and analyses them as PostgreSQL's autovacuum would after so many inserts (the vacuum
 * also moves the gram indexes' pending entries into the index proper). The store is a demo shop
 * grown large, recorded as such: the server adds the demo accounts the bench signs in with.
 */
export async function seedTables(store: { url?: string; dataDir?: string }, rows: number) {
  // Building the search indexes for 100k rows takes longer than a request may.
  const database = await openDatabase({ ...store, statementTimeoutMs: 600_000 });
  try {
    await recordDemoDatabase(database.db);
    for (const table of sizedTables) {
      const [{ count = 0 } = {}] = rowsOf<{ count: number }>(
        await database.db.execute(sql`select count(*)::int as count from ${sql.identifier(table)}`),
      );
      if (count < rows) await database.db.execute(fill[table](count + 1, rows));
    }
    await database.db.execute(benchCategory(rows));
    await database.db.execute(benchSpec(rows));
    await database.db.execute(sql`vacuum analyze`);
  } finally {
    await database.close();
  }
}

/** A deep page of each timed list: the query string that asks for the page 40 rows before its end. */
export async function deepPages(store: { url?: string; dataDir?: string }, rows: number) {
  const database = await openDatabase(store);
  const at = rows - 40;
  const idAt = async (table: SizedTable, order: ReturnType<typeof sql>, offset = at) => {
    const [row] = rowsOf<{ id: string; time: string }>(
      await database.db.execute(sql`
        select id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as time
        from ${sql.identifier(table)} ${order} offset ${offset} limit 1`),
    );
    if (!row) throw new Error(`no row ${offset} in ${table}`);
    return row;
  };
  try {
    const page = Math.floor(at / 20) + 1;
    // The catalogue lists products, not their other variants (see `fill`).
    const product = await idAt(
      'product',
      sql`where variant_of is null order by created_at, id`,
      Math.max(0, rows / variantsPerProduct(rows) - 40),
    );
    return {
      products: `cursor=${encodeCursor({ createdAt: product.time, id: product.id })}`,
      orders: `page=${page}&after=${(await idAt('order', sql`order by created_at desc, id desc`)).id}`,
      users: `page=${page}&after=${(await idAt('user', sql`order by created_at, id`)).id}`,
      messages: `page=${page}&after=${(await idAt('contact_message', sql`order by created_at desc, id desc`)).id}`,
    };
  } finally {
    await database.close();
  }
}

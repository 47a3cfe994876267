import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contactMessagePageSchema, type ContactMessagePage } from '@crankworks/contract';
import { contactMessage } from '../src/db/schema/index.ts';
import { EXACT_COUNT_LIMIT } from '../src/lib/table-page.ts';
import { signUp, type TestUser } from './auth-helper.ts';
import { buildTestApp, type TestApp } from './helper.ts';

const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

let t: TestApp;
let admin: TestUser;
beforeEach(async () => {
  t = await buildTestApp();
  admin = await signUp(t.app, { role: 'admin' });
});
afterEach(() => t.app.close());

/** `count` messages in one statement: they share one created_at, so only the id tells them apart. */
async function addMessages(count: number) {
  await t.database.db.execute(sql`
    insert into contact_message (first_name, last_name, email, message)
    select 'Ann', 'Sender ' || n, 'sender' || (n % 7) || '@example.com', 'A message long enough ' || n
    from generate_series(1, ${count}) as n`);
}

async function page(query: string): Promise<ContactMessagePage> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/contact-messages?pageSize=20&${query}`,
    headers: admin.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return contactMessagePageSchema.parse(response.json());
}

const ids = (result: ContactMessagePage) => result.items.map((item) => item._id);

describe(`admin table pages (${database})`, () => {
  it('walks every row once with Next, in the order that page numbers give, and back again with Previous', async () => {
    await addMessages(45);
    for (const order of ['sort=email&dir=asc', 'sort=createdAt&dir=desc']) {
      const byNumber = [...ids(await page(`${order}&page=1`)), ...ids(await page(`${order}&page=2`))];
      byNumber.push(...ids(await page(`${order}&page=3`)));

      const first = await page(order);
      const second = await page(`${order}&page=2&after=${first.nextCursor}`);
      const third = await page(`${order}&page=3&after=${second.nextCursor}`);
      expect([...ids(first), ...ids(second), ...ids(third)]).toEqual(byNumber);
      expect(new Set(byNumber).size).toBe(45);
      expect(third.nextCursor).toBeNull();
      expect(first.prevCursor).toBeNull();

      const back = await page(`${order}&page=2&before=${third.prevCursor}`);
      expect(ids(back)).toEqual(ids(second));
      expect(back.nextCursor).toBe(second.nextCursor);
    }
  });

  it('counts from the start when the row a page was anchored to has been deleted', async () => {
    await addMessages(30);
    const first = await page('sort=email&dir=asc');
    await t.database.db.delete(contactMessage).where(eq(contactMessage.id, String(first.nextCursor)));
    const second = await page(`sort=email&dir=asc&page=2&after=${first.nextCursor}`);
    expect(ids(second)).toEqual(ids(await page('sort=email&dir=asc&page=2')));
    expect(second.items).toHaveLength(9);
  });

  it('refuses a cursor that is not a row id, naming the field', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/contact-messages?page=2&after=nonsense',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('after');
  });

  it(`counts exactly up to ${EXACT_COUNT_LIMIT} rows and estimates above`, async () => {
    await addMessages(EXACT_COUNT_LIMIT);
    expect(await page('')).toMatchObject({ total: EXACT_COUNT_LIMIT, totalIsEstimate: false });
    await addMessages(500);
    // Before any statistics, the planner's estimate comes from the table's size on disk.
    const unanalysed = await page('');
    expect(unanalysed.totalIsEstimate).toBe(true);
    expect(unanalysed.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
    await t.database.db.execute(sql`analyze contact_message`);
    const estimated = await page('');
    expect(estimated.totalIsEstimate).toBe(true);
    expect(estimated.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(Math.abs(estimated.total - (EXACT_COUNT_LIMIT + 500))).toBeLessThan(60);
    expect(await page('search=Sender%20499')).toMatchObject({ total: 1, totalIsEstimate: false });
    // A search's first page counts from its own rows up to the limit (sender0 … sender6 spread evenly).
    const some = await page('search=sender3%40');
    expect(some).toMatchObject({ total: 86, totalIsEstimate: false });
    expect(some.items).toHaveLength(20);
    expect(some.nextCursor).not.toBeNull();
    const many = await page('search=Sender%201');
    expect(many.totalIsEstimate).toBe(true);
    expect(many.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(many.items).toHaveLength(20);
  });
});

import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { prepareStatement } from '../src/db/prepared.ts';
import { rowsOf } from '../src/db/rows.ts';
import { resetDatabase, testDatabase } from './helper.ts';

const database = await testDatabase();
beforeEach(() => resetDatabase(database));

const recordRate = prepareStatement(
  'test_record_rate',
  sql`insert into request_rate (key, count, resets_at)
      values (${sql.placeholder('key')}, ${sql.placeholder('count')}, ${sql.placeholder('resetsAt')})
      returning key, count`,
);
const AT = '2026-11-23T12:00:00Z';
const countRates = async () =>
  rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from request_rate`))[0]!.n;

describe(`prepared statements (${database.kind})`, () => {
  it('runs with new values each time and returns rows as text, by column name', async () => {
    expect(await database.runPrepared(recordRate, { key: 'a', count: 1, resetsAt: AT })).toEqual([
      { key: 'a', count: '1' },
    ]);
    expect(
      await database.runPrepared(recordRate, { key: "b'; drop table x", count: 2, resetsAt: AT }),
    ).toEqual([{ key: "b'; drop table x", count: '2' }]);
    expect(await countRates()).toBe(2);
  });

  it('rejects with the database error and keeps working after it', async () => {
    await database.runPrepared(recordRate, { key: 'a', count: 1, resetsAt: AT });
    await expect(
      database.runPrepared(recordRate, { key: 'a', count: 1, resetsAt: AT }),
    ).rejects.toMatchObject({
      code: '23505',
    });
    await expect(
      database.runPrepared(recordRate, { key: null, count: 1, resetsAt: AT }),
    ).rejects.toMatchObject({
      code: '23502',
    });
    expect(await database.runPrepared(recordRate, { key: 'c', count: 3, resetsAt: AT })).toHaveLength(1);
    expect(await countRates()).toBe(2);
  });

  it('waits for a transaction that is open instead of running inside it', async () => {
    let inserted: Promise<unknown> | undefined;
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into request_rate (key, count, resets_at) values ('in-tx', 1, now())`);
        inserted = database.runPrepared(recordRate, { key: 'outside', count: 1, resetsAt: AT });
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await inserted;
    const keys = rowsOf<{ key: string }>(await database.db.execute(sql`select key from request_rate`));
    expect(keys.map((row) => row.key)).toEqual(['outside']);
  });
});

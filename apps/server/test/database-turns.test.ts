import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabase } from './helper.ts';

const database = await testDatabase();

// PGlite runs statements on the event loop itself; PostgreSQL in its own processes.
describe(`queued statements (${database.kind})`, () => {
  it('leave the event loop a turn between them, so work without the database goes on', async () => {
    const happened: string[] = [];
    const statements = Array.from({ length: 5 }, (_, i) =>
      database.db.execute(sql`select pg_sleep(0.02)`).then(() => happened.push(`statement ${i}`)),
    );
    setTimeout(() => happened.push('timer'), 0);
    await Promise.all(statements);
    expect(happened.indexOf('timer')).toBeGreaterThanOrEqual(0);
    expect(happened.indexOf('timer')).toBeLessThan(3);
  });

  it('still run one after the other, in the order they were sent', async () => {
    const finished: number[] = [];
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        database.db.execute(sql`select ${i}::int as i`).then(() => finished.push(i)),
      ),
    );
    if (database.kind === 'pglite') expect(finished).toEqual([...finished].sort((a, b) => a - b));
    expect(finished).toHaveLength(20);
  });
});

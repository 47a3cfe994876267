import { AsyncLocalStorage } from 'node:async_hooks';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

const inside = new AsyncLocalStorage<true>();

/**
 * Makes the database's transactions known to the code they run: `transactionOpen()` is true inside
 * one. Calls to the card provider check it (decision 008): a slow provider must never hold a row lock,
 * a pooled connection or, on the embedded database, the one connection everybody takes turns on.
 */
export function trackTransactions<Db extends PgDatabase<PgQueryResultHKT, Record<string, unknown>>>(
  db: Db,
): Db {
  const begin = db.transaction.bind(db);
  db.transaction = ((work, config) =>
    begin((tx) => inside.run(true, () => work(tx)), config)) as Db['transaction'];
  return db;
}

/** Whether the code running now is inside a database transaction of the app. */
export const transactionOpen = () => inside.getStore() === true;

import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Facts about the database itself, one row each, recorded once and kept with the data (a backup
 * carries them): `demo`, the demo seeding made this database (features/auth/demo-accounts.ts).
 */
export const databaseFact = pgTable('database_fact', {
  name: text('name').primaryKey(),
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
});

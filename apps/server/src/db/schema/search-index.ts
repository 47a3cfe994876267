import { sql, type SQL } from 'drizzle-orm';
import { index, type PgColumn } from 'drizzle-orm/pg-core';

/**
 * A GIN index of the text's four-character grams (the SQL function `search_grams`, migration 0010),
 * which serves `containsAny` in `lib/search.ts`: see decision 041.
 */
export const searchIndex = (name: string, text: PgColumn | SQL) =>
  index(name).using('gin', sql`search_grams(${text})`);

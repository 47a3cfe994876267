import { sql, type SQL } from 'drizzle-orm';
import { index, type PgColumn } from 'drizzle-orm/pg-core';

/**
 * A GIN index of the text's four-character grams (the SQL function `search_grams`, migration 0010),
 * which serves `containsAny` in `lib/search.ts`: see decision 041.
 */
export const searchIndex = (name: string, text: PgColumn | SQL) =>
  index(name).using('gin', sql`search_grams(${text})`);

/**
 * A part's words as full-text search reads them: its name's and its description's, stemmed in
 * English ("chains" and "chain" are one word), the name's weighted A and the description's B so that
 * a search can tell where a word was found without reading the text again (decision 072).
 */
export const partWords = (name: PgColumn, description: PgColumn) =>
  sql`setweight(to_tsvector('english', ${name}), 'A') || setweight(to_tsvector('english', ${description}), 'B')`;

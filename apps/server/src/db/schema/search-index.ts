import { sql, type SQL } from 'drizzle-orm';
import { index, type PgColumn } from 'drizzle-orm/pg-core';

/**
 * A GIN index of the text's four-character grams (the SQL function `search_grams`, migration 0010),
 * which serves `containsAny` in `lib/search.ts`: see decision 041.
 */
export const searchIndex = (name: string, text: PgColumn | SQL) =>
  index(name).using('gin', sql`search_grams(${text})`);

/**
 * A part's words as full-text search reads them: its name and description, stemmed in English
 * ("chains" and "chain" are one word). The catalogue's search and the GIN index of it are written
 * with this one expression, so that PostgreSQL can tell the index serves the search (decision 072).
 */
export const partWords = (name: PgColumn, description: PgColumn) =>
  sql`to_tsvector('english', ${name} || ' ' || ${description})`;

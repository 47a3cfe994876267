import { ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** An ILIKE pattern matching `text` anywhere, with the user's own % and _ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Rows where any of `fields` contains `text` (the trigram indexes on those fields serve it). */
export const containsAny = (fields: readonly (PgColumn | SQL)[], text: string) =>
  or(...fields.map((field) => ilike(field, containsPattern(text))));

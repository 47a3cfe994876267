import { ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** An ILIKE pattern matching `text` anywhere, with the user's own % and _ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The length of the grams `search_grams` (migration 0010) indexes. */
const GRAM = 4;

/** One lexeme of a tsquery, quoted so that any character stands for itself. */
const lexeme = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** The grams a text of three or more characters begins and ends with (or, of three, begins). */
function endGrams(chars: string[]): string {
  if (chars.length < GRAM) return `${lexeme(chars.join(''))}:*`;
  const first = chars.slice(0, GRAM).join('');
  const last = chars.slice(-GRAM).join('');
  return first === last ? lexeme(first) : `${lexeme(first)} & ${lexeme(last)}`;
}

/** The character `search_grams` cuts its grams apart at: a search holding it asks for no grams. */
const GRAM_SEPARATOR = '\u001f';

/**
 * What the gram index must find for a row to contain `text` (decision 041): the grams at its two
 * ends, or the lexeme `search_grams` gives a text too long to index. Null below three characters,
 * which no gram can narrow, and for a text holding the separator. PostgreSQL lower-cases it, as it
 * does the indexed grams.
 */
export function gramQuery(text: string): string | null {
  const chars = [...text];
  if (chars.length < GRAM - 1 || text.includes(GRAM_SEPARATOR)) return null;
  return `(${endGrams(chars)}) | '(long)'`;
}

/**
 * Rows where any of `fields` contains `text`, ignoring case. When every field has a gram index
 * (`searchIndex` in db/schema), the index finds the candidates (a superset) and ILIKE keeps the rows
 * that really match; otherwise ILIKE reads every row, and asking for grams would only add work.
 */
export function containsAny(
  fields: readonly (PgColumn | SQL)[],
  text: string,
  { gramIndexed }: { gramIndexed: boolean },
): SQL | undefined {
  const matches = or(...fields.map((field) => ilike(field, containsPattern(text))));
  const grams = gramIndexed ? gramQuery(text) : null;
  if (grams === null) return matches;
  const candidates = or(...fields.map((field) => sql`search_grams(${field}) @@ lower(${grams})::tsquery`));
  return sql`(${candidates}) and (${matches})`;
}

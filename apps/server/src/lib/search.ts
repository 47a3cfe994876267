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
 * What finds the rows where any of `fields` contains `text`, ignoring case, in two parts: the gram
 * indexes' `candidates` (a superset; none when the text gives no grams) and ILIKE's `matches`, which
 * decides. A query that ORs the candidates with other conditions of its indexes, and the matches with
 * the same conditions, lets PostgreSQL drop the candidates once the indexes have found the rows: it
 * checks a row the indexes found only by the cheap part (`partSearch`).
 */
export function containsInParts(
  fields: readonly (PgColumn | SQL)[],
  text: string,
): { candidates?: SQL; matches: SQL | undefined } {
  const matches = or(...fields.map((field) => ilike(field, containsPattern(text))));
  const grams = gramQuery(text);
  if (grams === null) return { matches };
  const candidates = or(...fields.map((field) => sql`search_grams(${field}) @@ lower(${grams})::tsquery`));
  return { candidates, matches };
}

/**
 * Rows where any of `fields` contains `text`, ignoring case. When every field has a gram index
 * (`searchIndex` in db/schema), the index finds the candidates (a superset) and ILIKE keeps the rows
 * that really match; otherwise ILIKE reads every row, and asking for grams would only add work.
 * ILIKE comes first: on a row read (a small table is read whole rather than through its indexes),
 * it turns a row away before the row's text is cut into grams, ten times its cost.
 */
export function containsAny(
  fields: readonly (PgColumn | SQL)[],
  text: string,
  { gramIndexed }: { gramIndexed: boolean },
): SQL | undefined {
  const { candidates, matches } = containsInParts(fields, text);
  return gramIndexed && candidates ? sql`(${matches}) and (${candidates})` : matches;
}

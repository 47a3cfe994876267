import { sql, type SQL } from 'drizzle-orm';
import { product } from '../../db/schema/index.ts';
import { containsInParts } from '../../lib/search.ts';
import { withinOneEdit } from '../../lib/one-edit.ts';
import { SHORTEST_CORRECTED_WORD } from './catalogue-words.ts';

/** The most words a typo may be read as: a search stays a search, not a list of guesses. */
const MOST_CORRECTIONS = 4;

/** The words of letters a search holds, lower-cased, each once. */
const lettersWordsOf = (text: string) => [...new Set(text.toLowerCase().match(/\p{L}+/gu) ?? [])];

/** Whether the catalogue has the word, or the word less a plural's ending ("pads", "brushes"). */
const isKnown = (word: string, words: ReadonlySet<string>) =>
  words.has(word) || words.has(word.replace(/s$/, '')) || words.has(word.replace(/es$/, ''));

/** The catalogue's words one edit from a word it does not have: what the searcher likely meant. */
function correctionsOf(word: string, words: ReadonlySet<string>): string[] {
  if (word.length < SHORTEST_CORRECTED_WORD || isKnown(word, words)) return [];
  const found: string[] = [];
  for (const candidate of words) {
    if (withinOneEdit(word, candidate)) found.push(candidate);
    if (found.length === MOST_CORRECTIONS) break;
  }
  return found;
}

/** Whether a search has a word that might be a typo, so that the catalogue's words are needed. */
export const mayHoldTypos = (text: string) =>
  lettersWordsOf(text).some((word) => word.length >= SHORTEST_CORRECTED_WORD);

const wordsQuery = (text: string) => sql`plainto_tsquery('english', ${text})`;

/**
 * The text search of a catalogue search: every word of it, stemmed ("chains" finds "chain"); a word
 * the catalogue does not have may also be any of its words one edit away ("chian" finds "chain").
 */
function textSearchOf(text: string, words: ReadonlySet<string>): SQL {
  let rest = text;
  const corrected: SQL[] = [];
  for (const word of lettersWordsOf(text)) {
    const corrections = correctionsOf(word, words);
    if (corrections.length === 0) continue;
    rest = rest.replace(/\p{L}+/gu, (found) => (found.toLowerCase() === word ? ' ' : found));
    corrected.push(sql`(${sql.join([word, ...corrections].map(wordsQuery), sql` || `)})`);
  }
  return sql.join([wordsQuery(rest), ...corrected], sql` && `);
}

/** A catalogue search: which parts it finds, and how well each matches (4 best, 1 least). */
export interface PartSearch {
  /** The parts it finds, as its indexes find them. */
  matches: SQL;
  /**
   * The same, checked on a part already read (a walked page, decision 079): without the gram index's
   * condition, which only narrows what the index finds and would cut each part's name into grams.
   */
  matchesPart: SQL;
  score: SQL<number>;
}

/**
 * Whether one of the product's variants, its own row included, has the part number searched, in any
 * case (decision 078): looked up in `product_sku_upper_idx`, then the product by its key.
 */
const hasSku = (text: string) => sql`${product.id} = any(array(
  select coalesce(variant.variant_of, variant.id) from product as variant
  where upper(variant.sku) = upper(${text.trim()})))`;

/**
 * A part matches a search when one of its variants has the part number searched, or its words hold
 * every word searched (stemmed, typos forgiven: served by `product_words_idx`), or its name or
 * description contains the text as typed (the gram indexes, decision 041: "Pro" finds "LinkPro").
 * The part of the part number comes first, then those whose name holds the words, then those whose
 * description does, then those that only contain the text (decision 072).
 */
export function partSearch(text: string, words: ReadonlySet<string>): PartSearch {
  const query = textSearchOf(text, words);
  const inWords = sql`${product.words} @@ (${query})`;
  const bySku = hasSku(text);
  const { candidates, matches: contains } = containsInParts([product.name, product.shortDescription], text);
  const matchesPart = sql`(${bySku} or ${inWords} or ${contains})`;
  return {
    // What the indexes find (the grams' candidates among them), and what decides: the indexes' part
    // is then theirs alone, and a row they found is checked by the cheap one (containsInParts).
    matches: candidates ? sql`(${bySku} or ${inWords} or ${candidates}) and ${matchesPart}` : matchesPart,
    matchesPart,
    score: sql<number>`(case when ${bySku} then 4 when ts_filter(${product.words}, '{a}') @@ (${query}) then 3
      when ${inWords} then 2 else 1 end)`,
  };
}

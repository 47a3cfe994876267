import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { onSale, product } from '../../db/schema/index.ts';
import { KeptReads } from '../../lib/kept-reads.ts';

/** How long the words are trusted; a change to the catalogue forgets them at once (`clear`). */
const WORDS_TTL_MS = 5 * 60_000;

/** The shortest word a search corrects: one edit of a shorter word is another word too often. */
export const SHORTEST_CORRECTED_WORD = 4;

/**
 * Every word of letters in the parts' names and descriptions, lower-cased: what a search's typo is
 * corrected to. Read once and kept while `inUse` (the change feed is live), as the parts are.
 */
export class CatalogueWords {
  private readonly kept: KeptReads<ReadonlySet<string>>;

  constructor(
    private readonly db: Db,
    inUse: () => boolean,
  ) {
    this.kept = new KeptReads(WORDS_TTL_MS, inUse);
  }

  read(): Promise<ReadonlySet<string>> {
    return this.kept.read('words', async () => {
      const result = await this.db.execute(sql`
        select distinct word from ${product},
          regexp_split_to_table(lower(${product.name} || ' ' || ${product.shortDescription}), '[^[:alpha:]]+') as word
        where length(word) >= ${SHORTEST_CORRECTED_WORD - 1} and ${onSale}`);
      return new Set(rowsOf<{ word: string }>(result).map(({ word }) => word));
    });
  }

  clear() {
    this.kept.clear();
  }
}

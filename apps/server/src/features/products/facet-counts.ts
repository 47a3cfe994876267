import type { ProductFacets, ProductFacetsQuery } from '@crankworks/contract';
import type { Db } from '../../db/client.ts';
import { KeptReads } from '../../lib/kept-reads.ts';
import { catalogueFacets } from './catalogue-facets.ts';
import type { CatalogueWords } from './catalogue-words.ts';

/** How long counts are trusted; any change to the catalogue forgets them at once (`clear`). */
const COUNTS_TTL_MS = 5 * 60_000;

/** Most filter combinations kept at once. */
const MOST_KEPT = 500;

/** One key per filter combination, however its URL orders or repeats them. */
const keyOf = ({ q, category, price, stock, spec = [] }: ProductFacetsQuery) =>
  JSON.stringify([
    q ?? '',
    category ?? '',
    price ?? '',
    stock ?? '',
    spec.map(({ key, value }) => `${key}:${value}`).sort(),
  ]);

/**
 * The filters' counts of the catalogue's pages (decision 076), kept until the catalogue changes. They
 * count every part a page could list (a quarter of a second among 100,000 parts), while what they
 * count changes only with the catalogue, which notifies every process of each change: a part's stock
 * only once the part can no longer be ordered, which is what "in stock" counts (decision 026).
 */
export class FacetCounts {
  private readonly kept: KeptReads<ProductFacets>;

  constructor(
    private readonly db: Db,
    private readonly words: CatalogueWords,
    inUse: () => boolean,
  ) {
    this.kept = new KeptReads(COUNTS_TTL_MS, inUse, MOST_KEPT);
  }

  read(query: ProductFacetsQuery): Promise<ProductFacets> {
    return this.kept.read(keyOf(query), () => catalogueFacets(this.db, query, this.words));
  }

  clear() {
    this.kept.clear();
  }
}

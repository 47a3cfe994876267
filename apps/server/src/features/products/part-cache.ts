import type { Db } from '../../db/client.ts';
import { KeptReads } from '../../lib/kept-reads.ts';
import { findProduct, type PricedPart } from './queries.ts';

/** How long a part read for an order is trusted; catalogue changes empty the cache sooner. */
const PART_TTL_MS = 1_000;

/**
 * Parts by id, read for orders, kept a second while `inUse` (the change feed is live): an order then
 * needs one statement instead of two. A stale part can do no harm, as the order statement itself
 * re-checks the stock, the minimum and that the part still reads the same, and a refused order reads
 * the part afresh.
 */
export class PartCache {
  private readonly parts: KeptReads<PricedPart | undefined>;

  constructor(
    private readonly db: Db,
    inUse: () => boolean,
  ) {
    this.parts = new KeptReads(PART_TTL_MS, inUse);
  }

  read(id: string): Promise<PricedPart | undefined> {
    return this.parts.read(id, () => findProduct(this.db, id));
  }

  clear() {
    this.parts.clear();
  }
}

import type { Db } from '../../db/client.ts';
import { findProduct, type PricedPart } from './queries.ts';

/** How long a part read for an order is trusted; catalogue changes empty the cache sooner. */
const PART_TTL_MS = 1_000;

/**
 * Parts by id, read for orders, kept a second: an order then needs one statement instead of two. A
 * stale part can do no harm, as the order statement itself re-checks the stock, the minimum and that
 * the part still reads the same, and a refused order reads the part afresh.
 */
export class PartCache {
  private readonly parts = new Map<string, { row: PricedPart; readAt: number }>();

  constructor(private readonly db: Db) {}

  async read(id: string): Promise<PricedPart | undefined> {
    const kept = this.parts.get(id);
    if (kept && Date.now() - kept.readAt < PART_TTL_MS) return kept.row;
    const row = await findProduct(this.db, id);
    if (row) this.parts.set(id, { row, readAt: Date.now() });
    else this.parts.delete(id);
    return row;
  }

  clear() {
    this.parts.clear();
  }
}

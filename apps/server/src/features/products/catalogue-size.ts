import { count } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isProduct, product } from '../../db/schema/index.ts';
import { KeptReads } from '../../lib/kept-reads.ts';

/** How long the count is trusted; a change to the catalogue forgets it at once (`clear`). */
const SIZE_TTL_MS = 5 * 60_000;

/**
 * How many products the catalogue has, of any status: whether a filtered page that read its order's
 * first products (`MOST_WALKED`, catalogue-page.ts) may have left some unread. Read once and kept
 * while `inUse` (the change feed is live), as the catalogue's words are.
 */
export class CatalogueSize {
  private readonly kept: KeptReads<number>;

  constructor(
    private readonly db: Db,
    inUse: () => boolean,
  ) {
    this.kept = new KeptReads(SIZE_TTL_MS, inUse);
  }

  read(): Promise<number> {
    return this.kept.read('products', async () => {
      const [row] = await this.db.select({ products: count() }).from(product).where(isProduct);
      return row?.products ?? 0;
    });
  }

  clear() {
    this.kept.clear();
  }
}

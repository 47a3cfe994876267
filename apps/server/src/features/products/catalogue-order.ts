import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { ProductSort } from '@crankworks/contract';
import { product } from '../../db/schema/index.ts';
import { afterCursor, beforeCursor, decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import { decodeMatchCursor, encodeMatchCursor } from './match-cursor.ts';
import { decodePriceCursor, encodePriceCursor } from './price-cursor.ts';

/** The last row of a page, as the list query selects it: what its cursor is made of. */
export interface PageEdge {
  createdAt: string;
  id: string;
  priceCents: number;
  /** How well it matches a search (`partSearch`); 0 when none. */
  score: number;
}

/** One order of the catalogue: its ORDER BY, the rows after a cursor, and the cursor of a row. */
export interface CatalogueOrder {
  orderBy: SQL[];
  after(cursor: string): SQL;
  cursorOf(edge: PageEdge): string;
}

/**
 * Each order is a b-tree index walked forwards or backwards ((created_at, id) or (price_cents, id)),
 * with the id breaking ties, so a page is an index range scan and no row shows on two pages.
 */
export const catalogueOrders: Record<ProductSort, CatalogueOrder> = {
  oldest: {
    orderBy: [asc(product.createdAt), asc(product.id)],
    after: (cursor) => afterCursor(product.createdAt, product.id, decodeCursor(cursor)),
    cursorOf: ({ createdAt, id }) => encodeCursor({ createdAt, id }),
  },
  newest: {
    orderBy: [desc(product.createdAt), desc(product.id)],
    after: (cursor) => beforeCursor(product.createdAt, product.id, decodeCursor(cursor)),
    cursorOf: ({ createdAt, id }) => encodeCursor({ createdAt, id }),
  },
  'price-asc': {
    orderBy: [asc(product.priceCents), asc(product.id)],
    after: (cursor) => {
      const { priceCents, id } = decodePriceCursor(cursor);
      return sql`(${product.priceCents}, ${product.id}) > (${priceCents}, ${id}::uuid)`;
    },
    cursorOf: encodePriceCursor,
  },
  'price-desc': {
    orderBy: [desc(product.priceCents), desc(product.id)],
    after: (cursor) => {
      const { priceCents, id } = decodePriceCursor(cursor);
      return sql`(${product.priceCents}, ${product.id}) < (${priceCents}, ${id}::uuid)`;
    },
    cursorOf: encodePriceCursor,
  },
};

/**
 * The shop's own order of a search's parts: the best matches first, each score's parts as `oldest`
 * orders them. No index holds the score, so a page sorts the search's matches (decision 072).
 */
export const bestMatchOrder = (score: SQL<number>): CatalogueOrder => ({
  orderBy: [desc(score), asc(product.createdAt), asc(product.id)],
  after: (cursor) => {
    const { score: last, ...edge } = decodeMatchCursor(cursor);
    return sql`(${score} < ${last} or (${score} = ${last} and ${afterCursor(product.createdAt, product.id, edge)}))`;
  },
  cursorOf: ({ score, createdAt, id }) => encodeMatchCursor({ score, createdAt, id }),
});

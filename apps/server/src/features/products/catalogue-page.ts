import { and, inArray, sql } from 'drizzle-orm';
import {
  categoryMessages,
  PRODUCT_STATUSES,
  type ProductPage,
  type ProductQuery,
  type ProductStatus,
} from '@crankworks/contract';
import type { Db } from '../../db/client.ts';
import { isProduct, onSale, product, productCategory } from '../../db/schema/index.ts';
import { cursorTime } from '../../lib/cursor.ts';
import { notFound } from '../../lib/errors.ts';
import { categoryWithInside } from '../categories/index.ts';
import { allConditions, catalogueConditions } from './catalogue-filters.ts';
import { bestMatchOrder, catalogueOrders } from './catalogue-order.ts';
import type { CatalogueWords } from './catalogue-words.ts';
import { mayHoldTypos, partSearch, type PartSearch } from './part-search.ts';
import { partColumns, toProductDto } from './queries.ts';

/** What a catalogue page's parts must be besides what its query says. */
export interface PageFilter {
  /** The catalogue's own words, which a search's typos are corrected to. */
  words?: ReadonlySet<string>;
  /** A category and those inside it (`categoryWithInside`); any part when missing. */
  categoryIds?: string[];
  /**
   * The statuses the admin's list shows: every status or the one asked for; without them, the parts
   * on sale and nothing else, as visitors see them (decision 074).
   */
  statuses?: readonly ProductStatus[];
}

/** How a catalogue page is read: the search, if any, and the order (a search's best matches first). */
export function pagePlan(query: ProductQuery, { words = new Set() }: PageFilter) {
  const search = query.q ? partSearch(query.q, words) : undefined;
  const order =
    search && query.sort === 'oldest' ? bestMatchOrder(search.score) : catalogueOrders[query.sort];
  return { search, order };
}

/** The parts in any of the categories (each part looked up in the links' primary key). */
export const inCategories = (categoryIds: string[]) =>
  sql`exists (select 1 from ${productCategory} where ${productCategory.productId} = ${product.id}
    and ${inArray(productCategory.categoryId, categoryIds)})`;

/** The parts of these statuses (no condition for every status), or, without them, the parts on sale. */
export const statusIn = (statuses: readonly ProductStatus[] | undefined) => {
  if (!statuses) return onSale;
  return statuses.length < PRODUCT_STATUSES.length ? inArray(product.status, [...statuses]) : undefined;
};

/**
 * A search's parts, found before they are ordered: a subquery named as the table, so the order and
 * the cursor read its rows as they would the table's, and kept apart by its OFFSET 0, which stops
 * PostgreSQL from merging it into the query. Merged, PostgreSQL guesses that any text search finds
 * 1 part in 200, and walks a whole sort order's index to fill a page with a rare word's one part,
 * reading every part's words on the way (3.7 s among 100,000 parts). Products only, as the search
 * indexes hold (decision 078).
 */
export const matchesOf = (db: Db, search: PartSearch) =>
  db.select().from(product).where(and(isProduct, search.matches)).offset(OFFSET_ZERO).as('product');

/** An OFFSET of 0, which drizzle leaves out when given as the number (its types ask for one). */
const OFFSET_ZERO = sql`0` as unknown as number;

/**
 * The rows of one catalogue page and one more (to tell whether another page follows), in the chosen
 * order (default: the shop's own, oldest first), optionally searched and within a category. Keyset
 * pages: the cursor is the last row's sort key, so deep pages cost as little as the first.
 */
export function cataloguePageQuery(
  db: Db,
  query: ProductQuery,
  filter: PageFilter = {},
  { search, order } = pagePlan(query, filter),
) {
  return db
    .select({
      row: partColumns,
      cursorTime: cursorTime(product.createdAt),
      score: search?.score ?? sql<number>`0`,
    })
    .from(search ? matchesOf(db, search) : product)
    .where(
      and(
        isProduct,
        statusIn(filter.statuses),
        filter.categoryIds ? inCategories(filter.categoryIds) : undefined,
        allConditions(catalogueConditions(query)),
        query.cursor ? order.after(query.cursor) : undefined,
      ),
    )
    .orderBy(...order.orderBy)
    .limit(query.limit + 1);
}

/** What a page's parts must be besides its query's own conditions; 404 for a category there is not. */
export async function readPageFilter(
  db: Db,
  query: Pick<ProductQuery, 'q' | 'category'>,
  catalogueWords: CatalogueWords,
  statuses?: readonly ProductStatus[],
): Promise<PageFilter> {
  const filter: PageFilter = {
    words: query.q && mayHoldTypos(query.q) ? await catalogueWords.read() : undefined,
    categoryIds: query.category ? await categoryWithInside(db, query.category) : undefined,
    statuses,
  };
  if (query.category && !filter.categoryIds) throw notFound(categoryMessages.notFound);
  return filter;
}

/**
 * A page of the catalogue (GET /api/products), or of the admin's list over other statuses too
 * (GET /api/admin/products); 404 for a category that does not exist.
 */
export async function listProducts(
  db: Db,
  query: ProductQuery,
  catalogueWords: CatalogueWords,
  statuses?: readonly ProductStatus[],
): Promise<ProductPage> {
  const filter = await readPageFilter(db, query, catalogueWords, statuses);
  const plan = pagePlan(query, filter);
  const rows = await cataloguePageQuery(db, query, filter, plan);
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return {
    items: items.map(({ row }) => toProductDto(row)),
    nextCursor:
      rows.length > query.limit && last
        ? plan.order.cursorOf({
            createdAt: last.cursorTime,
            id: last.row.id,
            priceCents: last.row.priceCents,
            score: last.score,
          })
        : null,
  };
}

import { and, inArray, sql, type SQL } from 'drizzle-orm';
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
import { catalogueConditions } from './catalogue-filters.ts';
import { bestMatchOrder, catalogueOrders, type CatalogueOrder } from './catalogue-order.ts';
import type { CatalogueSize } from './catalogue-size.ts';
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

/**
 * The most products a filtered page reads in its order (decision 079) before it gathers the products
 * its filters find instead: a page of 24 reads at most this many when a filter keeps one product in 40
 * or more, and a rarer filter's products are few enough to gather and sort.
 */
export const MOST_WALKED = 1_000;

/**
 * How a catalogue page is read: the search, if any, and the order (a search's best matches first);
 * and whether it walks its order's index, checking each product against its filters and its search as
 * it reads it (`walkedInOrder`): a page with either does, unless it lists a search's best matches first.
 */
export function pagePlan(query: ProductQuery, { words = new Set(), categoryIds }: PageFilter) {
  const search = query.q ? partSearch(query.q, words) : undefined;
  const byMatch = search !== undefined && query.sort === 'oldest';
  const order = byMatch ? bestMatchOrder(search.score) : catalogueOrders[query.sort];
  const filtered = categoryIds !== undefined || query.stock !== undefined || (query.spec ?? []).length > 0;
  return { search, order, walk: !byMatch && (search !== undefined || filtered) };
}

type PagePlan = ReturnType<typeof pagePlan>;

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
 * A page's conditions: those on a product's own row (what it is, its status, its price, past the
 * cursor), and those that look it up elsewhere (its categories, its values, its variants' stock).
 */
function pageConditions(query: ProductQuery, filter: PageFilter, order: CatalogueOrder) {
  const { price, stock, specs } = catalogueConditions(query);
  return {
    own: and(
      isProduct,
      statusIn(filter.statuses),
      price,
      query.cursor ? order.after(query.cursor) : undefined,
    ),
    lookedUp: and(
      filter.categoryIds ? inCategories(filter.categoryIds) : undefined,
      stock,
      ...specs.values(),
    ),
  };
}

/**
 * The first `MOST_WALKED` products in the page's order, as a subquery named as the table, whose own
 * LIMIT makes PostgreSQL read them from the order's index one at a time, for as long as the page's
 * lookups need (decision 079). Left to itself it multiplies the filters' shares as if they were
 * unrelated (a category of a quarter and a crank length of a quarter: a sixteenth), while a shop's
 * filters go together (the crank lengths are the cranksets'), and so it gathers every product of one
 * filter and sorts them: 2,500 among 10,000 products for a page of 24.
 */
const walkedInOrder = (db: Db, own: SQL | undefined, order: CatalogueOrder) =>
  db
    .select()
    .from(product)
    .where(own)
    .orderBy(...order.orderBy)
    .limit(MOST_WALKED)
    .as('product');

/**
 * Conditions checked for each product as the walk reads it: inside an EXISTS that PostgreSQL can
 * neither join nor hash for its OFFSET 0, each lookup is one probe of an index per product, made only
 * while the page is not full. Joined or hashed, they read every row the filters keep.
 */
const forEachWalked = (conditions: SQL | undefined) =>
  conditions && sql`exists (select where ${conditions} offset 0)`;

/**
 * The rows of one catalogue page and one more (to tell whether another page follows), in the chosen
 * order (default: the shop's own, oldest first), optionally searched and within a category. Keyset
 * pages: the cursor is the last row's sort key, so deep pages cost as little as the first.
 */
export function cataloguePageQuery(
  db: Db,
  query: ProductQuery,
  filter: PageFilter = {},
  { search, order, walk }: PagePlan = pagePlan(query, filter),
) {
  const { own, lookedUp } = pageConditions(query, filter, order);
  const source = walk ? walkedInOrder(db, own, order) : search ? matchesOf(db, search) : product;
  return db
    .select({
      row: partColumns,
      cursorTime: cursorTime(product.createdAt),
      score: search?.score ?? sql<number>`0`,
    })
    .from(source)
    .where(walk ? forEachWalked(and(search?.matchesPart, lookedUp)) : and(own, lookedUp))
    .orderBy(...order.orderBy)
    .limit(query.limit + 1);
}

/** What the catalogue's pages read from memory: its words, and how many products it has. */
export interface KeptCatalogue {
  catalogueWords: CatalogueWords;
  catalogueSize: CatalogueSize;
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
  { catalogueWords, catalogueSize }: KeptCatalogue,
  statuses?: readonly ProductStatus[],
): Promise<ProductPage> {
  const filter = await readPageFilter(db, query, catalogueWords, statuses);
  const plan = pagePlan(query, filter);
  let rows = await cataloguePageQuery(db, query, filter, plan);
  // A walk that did not fill the page may have stopped short of the catalogue's end: gather instead.
  if (plan.walk && rows.length <= query.limit && (await catalogueSize.read()) > MOST_WALKED)
    rows = await cataloguePageQuery(db, query, filter, { ...plan, walk: false });
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

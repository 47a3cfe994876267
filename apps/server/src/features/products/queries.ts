import { eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type {
  NewProduct,
  PriceTier,
  Product,
  ProductDetail,
  ProductPage,
  ProductQuery,
} from '@crankworks/contract';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { cartDroppedPart, cartLine, product } from '../../db/schema/index.ts';
import { cursorTime } from '../../lib/cursor.ts';
import { toCents, toDollars } from '../../lib/money.ts';
import { bestMatchOrder, catalogueOrders } from './catalogue-order.ts';
import type { CatalogueWords } from './catalogue-words.ts';
import { mayHoldTypos, partSearch, type PartSearch } from './part-search.ts';
import { replaceTiers, tiersInCents, tiersInDollars, tiersOfPart } from './price-tiers.ts';

export type ProductRow = typeof product.$inferSelect;

/** A part with its quantity price tiers (prices in cents), as orders and its own page read it. */
export type PricedPart = ProductRow & { tiers: PriceTier[] };

export const toProductDto = (row: ProductRow): Product => ({
  _id: row.id,
  name: row.name,
  img: row.img,
  ShortDescription: row.shortDescription,
  price: toDollars(row.priceCents),
  availableQty: row.availableQty,
  minimumQty: row.minimumQty,
  weightGrams: row.weightGrams,
});

export const toProductDetailDto = (part: PricedPart): ProductDetail => ({
  ...toProductDto(part),
  tiers: tiersInDollars(part.tiers),
});

/** How a catalogue page is read: the search, if any, and the order (a search's best matches first). */
function pagePlan(query: ProductQuery, words: ReadonlySet<string>) {
  const search = query.q ? partSearch(query.q, words) : undefined;
  const order =
    search && query.sort === 'oldest' ? bestMatchOrder(search.score) : catalogueOrders[query.sort];
  return { search, order };
}

/**
 * The rows of one catalogue page and one more (to tell whether another page follows), in the chosen
 * order (default: the shop's own, oldest first), optionally searched. Keyset pages: the cursor is
 * the last row's sort key, so deep pages cost as little as the first. `words` are the catalogue's
 * own, which a search's typos are corrected to.
 */
export function cataloguePageQuery(
  db: Db,
  query: ProductQuery,
  words: ReadonlySet<string> = new Set(),
  { search, order } = pagePlan(query, words),
) {
  return db
    .select({
      row: product,
      cursorTime: cursorTime(product.createdAt),
      score: search?.score ?? sql<number>`0`,
    })
    .from(search ? matchesOf(db, search) : product)
    .where(query.cursor ? order.after(query.cursor) : undefined)
    .orderBy(...order.orderBy)
    .limit(query.limit + 1);
}

/**
 * A search's parts, found before they are ordered: a subquery named as the table, so the order and
 * the cursor read its rows as they would the table's, and kept apart by its OFFSET 0, which stops
 * PostgreSQL from merging it into the query. Merged, PostgreSQL guesses that any text search finds
 * 1 part in 200, and walks a whole sort order's index to fill a page with a rare word's one part,
 * reading every part's words on the way (3.7 s among 100,000 parts).
 */
const matchesOf = (db: Db, search: PartSearch) =>
  db.select().from(product).where(search.matches).offset(OFFSET_ZERO).as('product');

/** An OFFSET of 0, which drizzle leaves out when given as the number (its types ask for one). */
const OFFSET_ZERO = sql`0` as unknown as number;

export async function listProducts(
  db: Db,
  query: ProductQuery,
  catalogueWords: CatalogueWords,
): Promise<ProductPage> {
  const words = query.q && mayHoldTypos(query.q) ? await catalogueWords.read() : new Set<string>();
  const plan = pagePlan(query, words);
  const rows = await cataloguePageQuery(db, query, words, plan);
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

const pricedPartColumns = { ...getTableColumns(product), tiers: tiersOfPart };

/** A part and its tiers in one statement. */
export async function findProduct(db: Db, id: string): Promise<PricedPart | undefined> {
  const [row] = await db.select(pricedPartColumns).from(product).where(eq(product.id, id));
  return row;
}

/** Parts and their tiers in one statement; ids of no part are left out. */
export async function findProducts(db: Db, ids: string[]): Promise<PricedPart[]> {
  return ids.length ? db.select(pricedPartColumns).from(product).where(inArray(product.id, ids)) : [];
}

/**
 * Locks a part until the transaction ends; false when there is none. A statement of its own: on
 * PostgreSQL a statement that waited for the lock still reads other tables (the tiers) as they were
 * when it began, and only the next one sees what the transaction it waited for committed.
 */
export async function lockProduct(db: Db, id: string): Promise<boolean> {
  const rows = await db.select({ id: product.id }).from(product).where(eq(product.id, id)).for('update');
  return rows.length > 0;
}

/** Adds a part and its tiers, both or neither. */
export async function insertProduct(db: Db, input: NewProduct): Promise<PricedPart> {
  const tiers = input.tiers ?? [];
  return db.transaction(async (tx) => {
    const row = await insertPart(tx, input);
    await replaceTiers(tx, row.id, tiers);
    return { ...row, tiers: tiersInCents(tiers) };
  });
}

async function insertPart(db: Db, input: NewProduct): Promise<ProductRow> {
  const [row] = await db
    .insert(product)
    .values({
      name: input.name,
      img: input.img,
      shortDescription: input.ShortDescription,
      priceCents: toCents(input.price),
      availableQty: input.availableQty,
      minimumQty: input.minimumQty,
      // Left out, the column's default says the part is not yet weighed (0).
      weightGrams: input.weightGrams,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/**
 * Deletes one product and tells its name; orders placed for it keep their copied data. The carts it
 * was in lose its line with it (the foreign key's cascade), and each keeps its name in
 * `cart_dropped_part`, so the customer is told rather than finding the line gone. One statement: its
 * parts read the carts as they were before the cascade.
 */
export async function deleteProduct(db: Db, id: string): Promise<{ name: string } | undefined> {
  const result = await db.execute(sql`
    with deleted as (
      delete from ${product} where ${product.id} = ${id} returning ${product.id} as id, ${product.name} as name
    ), noted as (
      insert into ${cartDroppedPart} (user_id, product_name)
      select ${cartLine.userId}, deleted.name from ${cartLine} join deleted on deleted.id = ${cartLine.productId}
    )
    select name from deleted`);
  return rowsOf<{ name: string }>(result)[0];
}

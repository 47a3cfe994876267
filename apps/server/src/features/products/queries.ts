import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type {
  CategoryRef,
  NewProduct,
  PartSpec,
  PriceTier,
  Product,
  ProductDetail,
  Variant,
} from '@crankworks/contract';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { cartDroppedPart, cartLine, onSale, product } from '../../db/schema/index.ts';
import { toCents, toDollars } from '../../lib/money.ts';
import { replaceTiers, tiersInCents, tiersInDollars, tiersOfPart } from './price-tiers.ts';
import { rowsOfProduct } from './variants.ts';

/**
 * A part's columns as the shop reads them: all but its words, which only a search reads, in SQL
 * (a tsvector sent to Node for every part listed would be read for nothing).
 */
const { words: _words, ...partColumns } = getTableColumns(product);
export { partColumns };

export type ProductRow = Omit<typeof product.$inferSelect, 'words'>;

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
  status: row.status,
  options: row.options,
});

export const toProductDetailDto = (
  part: PricedPart,
  categories: CategoryRef[][],
  specs: PartSpec[],
  variants: Variant[],
): ProductDetail => ({
  ...toProductDto(part),
  moreImages: part.moreImages,
  tiers: tiersInDollars(part.tiers),
  categories,
  specs,
  variants,
});

const pricedPartColumns = { ...partColumns, tiers: tiersOfPart };

/** A part on sale and its tiers in one statement; none for a hidden part, as for no part. */
export async function findProduct(db: Db, id: string): Promise<PricedPart | undefined> {
  const [row] = await db
    .select(pricedPartColumns)
    .from(product)
    .where(and(eq(product.id, id), onSale));
  return row;
}

/** A part and its tiers whatever its status, as the admin edits it. */
export async function findAnyProduct(db: Db, id: string): Promise<PricedPart | undefined> {
  const [row] = await db.select(pricedPartColumns).from(product).where(eq(product.id, id));
  return row;
}

/** Parts on sale and their tiers in one statement; ids of no part, or of a hidden one, are left out. */
export async function findProducts(db: Db, ids: string[]): Promise<PricedPart[]> {
  return ids.length
    ? db
        .select(pricedPartColumns)
        .from(product)
        .where(and(inArray(product.id, ids), onSale))
    : [];
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
      status: input.status,
      moreImages: input.moreImages,
    })
    .returning(partColumns);
  if (!row) throw new Error('insert returned no row');
  return row;
}

/**
 * Deletes one product, with its variants, or one variant, and tells its name; orders placed for it
 * keep their copied data. The carts it was in lose its lines with it, and each keeps the part's name
 * in `cart_dropped_part`, so the customer is told rather than finding the line gone (as when it is
 * hidden: `dropFromCarts`). One statement: its parts read the carts as they were before the delete.
 */
export async function deleteProduct(db: Db, id: string): Promise<{ name: string } | undefined> {
  const result = await db.execute(sql`
    with deleted as (
      delete from ${product} where ${rowsOfProduct(id)}
      returning ${product.id} as id, ${product.variantName} as name
    ), noted as (
      insert into ${cartDroppedPart} (user_id, product_name)
      select ${cartLine.userId}, deleted.name from ${cartLine} join deleted on deleted.id = ${cartLine.productId}
    )
    select name from deleted where id = ${id}`);
  return rowsOf<{ name: string }>(result)[0];
}

/**
 * Takes a product (with its variants) that has just been hidden out of every cart, each keeping the
 * part's name in `cart_dropped_part` as a deleted part's does: the cart says it is no longer sold, and
 * checkout cannot order it.
 */
export async function dropFromCarts(db: Db, id: string): Promise<void> {
  await db.execute(sql`
    with dropped as (
      delete from ${cartLine}
      where ${cartLine.productId} in (select ${product.id} from ${product} where ${rowsOfProduct(id)})
      returning ${cartLine.userId} as user_id, ${cartLine.productId} as product_id
    )
    insert into ${cartDroppedPart} (user_id, product_name)
    select dropped.user_id, ${product.variantName} from dropped join ${product} on ${product.id} = dropped.product_id`);
}

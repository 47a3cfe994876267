import { asc, eq } from 'drizzle-orm';
import type { NewProduct, PageQuery, Product, ProductPage } from '@crankworks/contract';
import type { Db } from '../../db/client.ts';
import { product } from '../../db/schema/index.ts';
import { afterCursor, cursorTime, decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import { toCents, toDollars } from '../../lib/money.ts';

export type ProductRow = typeof product.$inferSelect;

export const toProductDto = (row: ProductRow): Product => ({
  _id: row.id,
  name: row.name,
  img: row.img,
  ShortDescription: row.shortDescription,
  price: toDollars(row.priceCents),
  availableQty: row.availableQty,
  minimumQty: row.minimumQty,
});

/** One page of the catalogue in a stable order (oldest first), using the (created_at, id) index. */
export async function listProducts(db: Db, page: PageQuery): Promise<ProductPage> {
  const after = page.cursor ? decodeCursor(page.cursor) : undefined;
  const rows = await db
    .select({ row: product, cursorTime: cursorTime(product.createdAt) })
    .from(product)
    .where(after ? afterCursor(product.createdAt, product.id, after) : undefined)
    .orderBy(asc(product.createdAt), asc(product.id))
    .limit(page.limit + 1);
  const items = rows.slice(0, page.limit);
  const last = items.at(-1);
  return {
    items: items.map(({ row }) => toProductDto(row)),
    nextCursor:
      rows.length > page.limit && last ? encodeCursor({ createdAt: last.cursorTime, id: last.row.id }) : null,
  };
}

export async function findProduct(db: Db, id: string): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(product).where(eq(product.id, id));
  return row;
}

export async function insertProduct(db: Db, input: NewProduct): Promise<ProductRow> {
  const [row] = await db
    .insert(product)
    .values({
      name: input.name,
      img: input.img,
      shortDescription: input.ShortDescription,
      priceCents: toCents(input.price),
      availableQty: input.availableQty,
      minimumQty: input.minimumQty,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Deletes one product and tells its name; orders placed for it keep their copied data. */
export async function deleteProduct(db: Db, id: string): Promise<{ name: string } | undefined> {
  const [row] = await db.delete(product).where(eq(product.id, id)).returning({ name: product.name });
  return row;
}

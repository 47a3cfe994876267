import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productImage } from '../../db/schema/index.ts';

export type ProductImageRow = typeof productImage.$inferSelect;

/** Stores an image once per content: uploading the same file again answers the stored one's id. */
export async function storeImage(db: Db, bytes: Buffer, contentType: string): Promise<string> {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const [row] = await db
    .insert(productImage)
    .values({ bytes, contentType, sha256 })
    // A no-op update, so that RETURNING also answers the existing row's id.
    .onConflictDoUpdate({ target: productImage.sha256, set: { sha256: sql`excluded.sha256` } })
    .returning({ id: productImage.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function findImage(db: Db, id: string): Promise<ProductImageRow | undefined> {
  const [row] = await db.select().from(productImage).where(eq(productImage.id, id));
  return row;
}

/** Where the shop serves a stored image; products keep this path as their `img`. */
export const imageUrl = (id: string) => `/api/images/${id}`;

import { and, eq, lte, sql, type SQL } from 'drizzle-orm';
import { productMessages, type ProductChanges } from '@crankworks/contract';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { product } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { toCents } from '../../lib/money.ts';
import { findProduct, type ProductRow } from './queries.ts';

/** The most pieces a product's stock may hold, as when it is added. */
const MAX_STOCK = 1_000_000;

function columnsToSet(changes: ProductChanges): PgUpdateSetSource<typeof product> {
  const set: PgUpdateSetSource<typeof product> = {};
  if (changes.name !== undefined) set.name = changes.name;
  if (changes.img !== undefined) set.img = changes.img;
  if (changes.ShortDescription !== undefined) set.shortDescription = changes.ShortDescription;
  if (changes.price !== undefined) set.priceCents = toCents(changes.price);
  if (changes.minimumQty !== undefined) set.minimumQty = changes.minimumQty;
  if (changes.availableQty !== undefined) set.availableQty = changes.availableQty;
  // Added in SQL to the stock as it is when the row is written, so no order placed meanwhile is lost.
  if (changes.restock !== undefined) set.availableQty = sql`${product.availableQty} + ${changes.restock}`;
  return set;
}

/** The stock conditions of the change: still the expected figure, or room for the restock. */
function stockConditions(changes: ProductChanges): SQL[] {
  const conditions: SQL[] = [];
  if (changes.availableQty !== undefined && changes.expectedAvailableQty !== undefined)
    conditions.push(eq(product.availableQty, changes.expectedAvailableQty));
  if (changes.restock !== undefined) conditions.push(lte(product.availableQty, MAX_STOCK - changes.restock));
  return conditions;
}

/**
 * Changes a product in one UPDATE. Orders already placed keep the name, description and price they
 * copied. A minimum above the stock is allowed: the part then shows as sold out until restocked.
 */
export async function updateProduct(db: Db, id: string, changes: ProductChanges): Promise<ProductRow> {
  const set = columnsToSet(changes);
  if (Object.keys(set).length === 0) {
    const current = await findProduct(db, id);
    if (!current) throw notFound('No product with that id');
    return current;
  }
  const [row] = await db
    .update(product)
    .set(set)
    .where(and(eq(product.id, id), ...stockConditions(changes)))
    .returning();
  if (row) return row;

  const current = await findProduct(db, id);
  if (!current) throw notFound('No product with that id');
  if (changes.availableQty !== undefined)
    throw conflict(productMessages.stockChanged(current.availableQty), 'availableQty');
  throw badRequest(productMessages.stockTooLarge, 'restock');
}

import { and, eq, lte, sql, type SQL } from 'drizzle-orm';
import {
  productMessages,
  tierMessages,
  tierProblem,
  variantMessages,
  type ProductChanges,
} from '@crankworks/contract';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { product } from '../../db/schema/index.ts';
import { badRequest, conflict, fieldRefused, notFound } from '../../lib/errors.ts';
import { toCents, toDollars } from '../../lib/money.ts';
import { replaceTiers, tiersInDollars } from './price-tiers.ts';
import { dropFromCarts, findAnyProduct, lockProduct, type PricedPart } from './queries.ts';
import { SHARED_FIELDS } from './variants.ts';

/**
 * A change of a variant's shared field is refused, naming the field: it is its product's. A product's
 * own are made to its variants too, in the same transaction.
 */
export async function shareWithVariants(tx: Db, id: string, changes: ProductChanges) {
  const shared = Object.entries(SHARED_FIELDS).filter(
    ([field]) => changes[field as keyof typeof SHARED_FIELDS] !== undefined,
  );
  if (shared.length === 0) return;
  const [row] = await tx.select({ variantOf: product.variantOf }).from(product).where(eq(product.id, id));
  if (row?.variantOf) throw fieldRefused(shared[0]![0], variantMessages.sharedWithProduct);
  const set = columnsToSet(changes);
  const sharedSet = Object.fromEntries(shared.map(([, column]) => [column, set[column]]));
  await tx.update(product).set(sharedSet).where(eq(product.variantOf, id));
}

/** The most pieces a product's stock may hold, as when it is added. */
const MAX_STOCK = 1_000_000;

function columnsToSet(changes: ProductChanges): PgUpdateSetSource<typeof product> {
  const set: PgUpdateSetSource<typeof product> = {};
  if (changes.name !== undefined) set.name = changes.name;
  if (changes.img !== undefined) set.img = changes.img;
  if (changes.ShortDescription !== undefined) set.shortDescription = changes.ShortDescription;
  if (changes.price !== undefined) set.priceCents = toCents(changes.price);
  if (changes.minimumQty !== undefined) set.minimumQty = changes.minimumQty;
  if (changes.weightGrams !== undefined) set.weightGrams = changes.weightGrams;
  if (changes.status !== undefined) set.status = changes.status;
  if (changes.moreImages !== undefined) set.moreImages = changes.moreImages;
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
 * The part's tiers as they would be after the change must still fit it (decision 048); read under
 * the part's lock, so two edits cannot each pass alone and together break the rule. New tiers are
 * refused by their own field; a new price or minimum that the kept tiers no longer fit, by its own.
 */
async function refuseTiersThatWouldNotFit(tx: Db, id: string, changes: ProductChanges) {
  const current = (await lockProduct(tx, id)) ? await findAnyProduct(tx, id) : undefined;
  if (!current) throw notFound('No product with that id');
  const problem = tierProblem({
    price: changes.price ?? toDollars(current.priceCents),
    minimumQty: changes.minimumQty ?? current.minimumQty,
    tiers: changes.tiers ?? tiersInDollars(current.tiers),
  });
  if (!problem) return;
  const [, index, field] = problem.path;
  if (changes.tiers) throw fieldRefused(problem.path.join('.'), problem.message);
  const tier = tiersInDollars(current.tiers)[index] ?? { minQty: 0, price: 0 };
  const changed = field === 'price' ? 'price' : 'minimumQty';
  throw fieldRefused(
    changed,
    changed === 'price'
      ? tierMessages.priceAboveTiers(tier.price)
      : tierMessages.minimumBelowTiers(tier.minQty),
  );
}

const touchesTiers = (changes: ProductChanges) =>
  changes.tiers !== undefined || changes.price !== undefined || changes.minimumQty !== undefined;

/**
 * Changes a product (and replaces its tiers, when given) in one transaction. Orders already placed
 * keep the name, description and price they copied. A minimum above the stock is allowed: the part
 * then shows as sold out until restocked. A part hidden (a draft or archived) leaves every cart.
 */
export async function updateProduct(db: Db, id: string, changes: ProductChanges): Promise<PricedPart> {
  return db.transaction(async (tx) => {
    if (touchesTiers(changes)) await refuseTiersThatWouldNotFit(tx, id, changes);
    await shareWithVariants(tx, id, changes);
    await updateColumns(tx, id, changes);
    if (changes.tiers) await replaceTiers(tx, id, changes.tiers);
    if (changes.status !== undefined && changes.status !== 'active') await dropFromCarts(tx, id);
    const saved = await findAnyProduct(tx, id);
    if (!saved) throw notFound('No product with that id');
    return saved;
  });
}

/** The part's own columns in one UPDATE, whose stock conditions decide a 409 or a 400. */
async function updateColumns(tx: Db, id: string, changes: ProductChanges): Promise<void> {
  const set = columnsToSet(changes);
  if (Object.keys(set).length === 0) return;
  const [row] = await tx
    .update(product)
    .set(set)
    .where(and(eq(product.id, id), ...stockConditions(changes)))
    .returning({ id: product.id });
  if (row) return;

  const current = await findAnyProduct(tx, id);
  if (!current) throw notFound('No product with that id');
  if (changes.availableQty !== undefined)
    throw conflict(productMessages.stockChanged(current.availableQty), 'availableQty');
  throw badRequest(productMessages.stockTooLarge, 'restock');
}

import { and, asc, eq, inArray, ne, notInArray, or, sql } from 'drizzle-orm';
import {
  refusalOf,
  variantMessages,
  type ProductVariants,
  type Variant,
  type VariantInput,
} from '@crankworks/contract';
import type { Db } from '../../db/client.ts';
import { brokenUniqueIndex } from '../../db/broken-unique-index.ts';
import { cartDroppedPart, cartLine, product } from '../../db/schema/index.ts';
import { conflict, fieldRefused, notFound } from '../../lib/errors.ts';
import { toCents, toDollars } from '../../lib/money.ts';
import { readSpecsOfParts } from '../specs/index.ts';
import { replaceTiers, tiersInDollars, tiersOfPart } from './price-tiers.ts';

/** A product's rows: its own, then the variants that name it (decision 078). */
export const rowsOfProduct = (productId: string) =>
  or(eq(product.id, productId), eq(product.variantOf, productId));

const variantColumns = {
  id: product.id,
  sku: product.sku,
  values: product.optionValues,
  name: product.variantName,
  priceCents: product.priceCents,
  availableQty: product.availableQty,
  minimumQty: product.minimumQty,
  weightGrams: product.weightGrams,
  tiers: tiersOfPart,
};

/** A product's variants in their order, its own row first, with their specifications, as its page shows them. */
export async function readVariants(db: Db, productId: string): Promise<Variant[]> {
  const rows = await db
    .select(variantColumns)
    .from(product)
    .where(rowsOfProduct(productId))
    .orderBy(asc(product.variantPosition), asc(product.id));
  const specs = await readSpecsOfParts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map(({ id, priceCents, tiers, ...row }) => ({
    ...row,
    _id: id,
    price: toDollars(priceCents),
    tiers: tiersInDollars(tiers),
    specs: specs.get(id) ?? [],
  }));
}

/** The index that keeps part numbers apart, whatever their case. */
const SKU_INDEX = 'product_sku_upper_idx';

/** What the product's own row reads as before its variants change: locked, with its variants' ids. */
async function lockProductWithVariants(tx: Db, productId: string) {
  const rows = await tx
    .select({ id: product.id, variantOf: product.variantOf })
    .from(product)
    .where(rowsOfProduct(productId))
    .orderBy(asc(product.id))
    .for('update');
  const own = rows.find((row) => row.id === productId);
  if (!own) throw notFound('No product with that id');
  if (own.variantOf) throw fieldRefused('id', "is a variant's: change the variants of its product");
  return new Set(rows.map((row) => row.id));
}

/** A field of the variant at `index` of the request, as a refusal names it. */
const variantField = (index: number, field: keyof VariantInput) => ['variants', index, field].join('.');

/** Refuses ids the product does not have, and a first variant that is not the product's own row. */
function refuseForeignIds(productId: string, kept: Set<string>, variants: VariantInput[]) {
  if (variants[0]?._id !== productId)
    throw fieldRefused(variantField(0, '_id'), variantMessages.firstIsTheProduct);
  variants.forEach((variant, index) => {
    if (variant._id && !kept.has(variant._id))
      throw fieldRefused(variantField(index, '_id'), variantMessages.notThisProducts);
  });
}

/** Refuses a part number another part has (the unique index would, with no field to name). */
async function refuseTakenSkus(tx: Db, productId: string, variants: VariantInput[]) {
  const taken = await tx
    .select({ sku: product.sku })
    .from(product)
    .where(
      and(
        inArray(
          sql`upper(${product.sku})`,
          variants.map((variant) => variant.sku.toUpperCase()),
        ),
        ne(product.id, productId),
        sql`${product.variantOf} is distinct from ${productId}`,
      ),
    );
  const takenSkus = new Set(taken.map((row) => row.sku.toUpperCase()));
  const index = variants.findIndex((variant) => takenSkus.has(variant.sku.toUpperCase()));
  if (index !== -1) throw fieldRefused(variantField(index, 'sku'), variantMessages.skuTaken);
}

const variantFields = (variant: VariantInput, position: number) => ({
  sku: variant.sku,
  optionValues: variant.values,
  priceCents: toCents(variant.price),
  minimumQty: variant.minimumQty,
  weightGrams: variant.weightGrams,
  variantPosition: position,
});

/**
 * Deletes the product's variants left out, noting each in the carts it leaves as a deleted part is
 * (`deleteProduct`); orders placed for one keep what they copied.
 */
async function deleteLeftOut(tx: Db, productId: string, keptIds: string[]) {
  const leftOut = and(eq(product.variantOf, productId), notInArray(product.id, keptIds));
  await tx.execute(sql`
    insert into ${cartDroppedPart} (user_id, product_name)
    select ${cartLine.userId}, ${product.variantName} from ${cartLine}
    join ${product} on ${product.id} = ${cartLine.productId} where ${leftOut}`);
  await tx.delete(product).where(leftOut);
}

/**
 * Replaces a product's options and variants as a whole, in one transaction under the product's lock:
 * kept variants are changed (not their stock: the stock forms change it, so that no order placed
 * meanwhile is overwritten), new ones added with the product's name, description, pictures and status,
 * and those left out deleted.
 */
export async function replaceVariants(db: Db, productId: string, input: ProductVariants): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const kept = await lockProductWithVariants(tx, productId);
      refuseForeignIds(productId, kept, input.variants);
      await refuseTakenSkus(tx, productId, input.variants);
      const [shared] = await tx.select(sharedColumns).from(product).where(eq(product.id, productId));
      const keptIds = input.variants.flatMap((variant) => (variant._id ? [variant._id] : []));
      await deleteLeftOut(tx, productId, keptIds);
      await tx.update(product).set({ options: input.options }).where(eq(product.id, productId));
      for (const [position, variant] of input.variants.entries()) {
        const id = variant._id ?? (await insertVariant(tx, productId, shared!, variant, position));
        if (variant._id)
          await tx.update(product).set(variantFields(variant, position)).where(eq(product.id, id));
        await replaceTiers(tx, id, variant.tiers ?? []);
      }
    });
  } catch (error) {
    // Two admins giving one new part number at once: the second meets the unique index.
    if (brokenUniqueIndex(error) === SKU_INDEX)
      throw conflict(refusalOf('sku', variantMessages.skuTaken), 'variants');
    throw error;
  }
}

/**
 * A product's fields its variants share (decision 078), by the API's name and by the column's: copied
 * onto a new variant, and changed on the product for all of them (`shareWithVariants`).
 */
export const SHARED_FIELDS = {
  name: 'name',
  img: 'img',
  ShortDescription: 'shortDescription',
  status: 'status',
  moreImages: 'moreImages',
} as const;

type SharedColumn = (typeof SHARED_FIELDS)[keyof typeof SHARED_FIELDS];

const sharedColumns = Object.fromEntries(
  Object.values(SHARED_FIELDS).map((column) => [column, product[column]]),
) as { [Column in SharedColumn]: (typeof product)[Column] };

type Shared = { [Column in SharedColumn]: (typeof product)[Column]['_']['data'] };

/** Adds a variant with what it shares with its product, and its stock. */
async function insertVariant(
  tx: Db,
  productId: string,
  shared: Shared,
  variant: VariantInput,
  position: number,
) {
  const [row] = await tx
    .insert(product)
    .values({
      ...shared,
      ...variantFields(variant, position),
      availableQty: variant.availableQty ?? 0,
      variantOf: productId,
    })
    .returning({ id: product.id });
  return row!.id;
}

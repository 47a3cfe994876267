import { inArray, sql, type SQL } from 'drizzle-orm';
import { catalogueCsvMessages } from '@crankworks/contract';
import type { Db } from '../../db/client.ts';
import { brokenUniqueIndex } from '../../db/broken-unique-index.ts';
import { product, productCategory, productPriceTier, productSpec } from '../../db/schema/index.ts';
import { conflict } from '../../lib/errors.ts';
import { dropFromCarts, shareWithVariants } from '../products/index.ts';
import type { CsvPart } from './catalogue-table.ts';
import { skuKey } from './file-row.ts';
import type { PlannedRow } from './import-plan.ts';

/** Rows written by one statement: well below PostgreSQL's 65,535 parameters a statement. */
const BATCH = 500;

type WrittenRow = PlannedRow & { part: CsvPart };
/** A stored row the file changes. */
type ChangedRow = WrittenRow & { partId: string };

const columnsOf = (part: CsvPart) => ({
  sku: part.sku,
  options: part.options,
  optionValues: part.optionValues,
  name: part.name,
  status: part.status,
  priceCents: part.priceCents,
  availableQty: part.availableQty,
  minimumQty: part.minimumQty,
  weightGrams: part.weightGrams,
  img: part.img,
  moreImages: part.moreImages,
  shortDescription: part.shortDescription,
});

/** Writes rows by batches of BATCH, one statement each. */
async function inBatches<Row>(rows: Row[], write: (batch: Row[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) await write(rows.slice(start, start + BATCH));
}

/** A row's lists (categories, tiers, specification values) as rows of their tables. */
function listRowsOf(productId: string, row: WrittenRow) {
  return {
    links: (row.categoryIds ?? []).map((categoryId) => ({ productId, categoryId })),
    tiers: row.part.tiers.map((tier) => ({ productId, minQty: tier.minQty, priceCents: tier.priceCents })),
    specs: (row.specValues ?? []).map((value) => ({ ...value, productId })),
  };
}

/**
 * Inserts new rows by batches, each with what `placed` adds (a variant's product and place); answers
 * their lists' rows and each new row's id by its SKU in capitals.
 */
async function insertRows(
  tx: Db,
  rows: WrittenRow[],
  placed: (row: WrittenRow) => { variantOf?: string; variantPosition?: number },
) {
  const lists: ReturnType<typeof listRowsOf>[] = [];
  const ids = new Map<string, string>();
  await inBatches(rows, async (batch) => {
    const inserted = await tx
      .insert(product)
      .values(batch.map((row) => ({ ...columnsOf(row.part), ...placed(row) })))
      .returning({ id: product.id });
    batch.forEach((row, index) => {
      const id = inserted[index]!.id;
      ids.set(skuKey(row.part.sku), id);
      lists.push(listRowsOf(id, row));
    });
  });
  return { lists, ids };
}

/**
 * Changes a batch of stored rows in one statement, each to the file's: they travel as one JSON
 * parameter, as the order statement's lines do. With a statement for each row and each of its lists,
 * 10,000 changed rows took 23 s on PostgreSQL; by batches, 6 s.
 */
async function updateRows(tx: Db, batch: ChangedRow[]) {
  const rows = batch.map((row) => ({ id: row.partId, ...columnsOf(row.part) }));
  const textArray = (field: SQL) => sql`array(select json_array_elements_text(${field}))`;
  await tx.execute(sql`
    update ${product} set sku = v.sku, options = ${textArray(sql`v.options`)},
      option_values = ${textArray(sql`v."optionValues"`)}, name = v.name, status = v.status,
      price_cents = v."priceCents", available_qty = v."availableQty", minimum_qty = v."minimumQty",
      weight_grams = v."weightGrams", img = v.img, more_images = ${textArray(sql`v."moreImages"`)},
      short_description = v."shortDescription"
    from json_to_recordset(${JSON.stringify(rows)}::json) as v(id uuid, sku text, options json,
      "optionValues" json, name text, status product_status, "priceCents" int, "availableQty" int,
      "minimumQty" int, "weightGrams" int, img text, "moreImages" json, "shortDescription" text)
    where ${product.id} = v.id`);
}

/** The id of a new variant's product: stored, or new in the same file (inserted just before). */
function productIdOf(row: WrittenRow, newProducts: Map<string, string>) {
  const id = row.productId ?? newProducts.get(skuKey(row.part.productSku));
  // The plan refuses a variant whose product is neither stored nor one of the file's new products.
  if (!id) throw new Error(`line ${row.line}: a new variant of no product`);
  return id;
}

/** Inserts the new products, then their new variants after the ones they have; answers their lists. */
async function insertNew(tx: Db, created: WrittenRow[]) {
  const products = await insertRows(
    tx,
    created.filter((row) => !row.part.productSku),
    () => ({}),
  );
  const variants = await insertRows(
    tx,
    created.filter((row) => row.part.productSku),
    (row) => ({ variantOf: productIdOf(row, products.ids), variantPosition: row.variantPosition }),
  );
  return [...products.lists, ...variants.lists];
}

/**
 * Changes the stored rows by batches and clears their lists, answering the lists to write again. A
 * changed product's shared fields are made to its variants; one no longer on sale leaves every cart
 * with them, as an admin's edit does.
 */
async function changeStored(tx: Db, changed: ChangedRow[]) {
  await inBatches(changed, async (batch) => {
    await updateRows(tx, batch);
    const ids = batch.map((row) => row.partId);
    await tx.delete(productPriceTier).where(inArray(productPriceTier.productId, ids));
    await tx.delete(productSpec).where(inArray(productSpec.productId, ids));
  });
  // Categories are a product's, on its own row only.
  const products = changed.filter((row) => !row.part.productSku);
  await inBatches(products, (batch) =>
    tx.delete(productCategory).where(
      inArray(
        productCategory.productId,
        batch.map((row) => row.partId),
      ),
    ),
  );
  for (const row of products) {
    if (row.sharedChanges) await shareWithVariants(tx, row.partId, row.sharedChanges);
    if (row.part.status !== 'active' && row.statusBefore === 'active') await dropFromCarts(tx, row.partId);
  }
  return changed.map((row) => listRowsOf(row.partId, row));
}

/**
 * Writes a plan with no refused row in one transaction (decisions 077, 078): every row or none. New
 * products go in by batches, then their new variants; changed rows are written whole by batches,
 * their lists replaced. The stock is set to the file's figure.
 */
export async function applyImport(db: Db, rows: PlannedRow[]): Promise<void> {
  const written = rows.filter(
    (row): row is WrittenRow => row.part !== undefined && row.action !== 'unchanged',
  );
  const changed = written.filter((row): row is ChangedRow => row.action === 'update' && row.partId !== null);
  try {
    await db.transaction(async (tx) => {
      const lists = [
        ...(await insertNew(
          tx,
          written.filter((row) => row.action === 'create'),
        )),
        ...(await changeStored(tx, changed)),
      ];
      await inBatches(
        lists.flatMap((list) => list.links),
        (batch) => tx.insert(productCategory).values(batch),
      );
      await inBatches(
        lists.flatMap((list) => list.tiers),
        (batch) => tx.insert(productPriceTier).values(batch),
      );
      await inBatches(
        lists.flatMap((list) => list.specs),
        (batch) => tx.insert(productSpec).values(batch),
      );
    });
  } catch (error) {
    // Another admin gave a SKU of the file to a part between the plan and now.
    if (brokenUniqueIndex(error) === 'product_sku_upper_idx')
      throw conflict(catalogueCsvMessages.skuTakenMeanwhile, 'csv');
    throw error;
  }
}

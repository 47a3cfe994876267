import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { product, productCategory, productPriceTier, productSpec } from '../../db/schema/index.ts';
import { dropFromCarts } from '../products/index.ts';
import type { CsvPart } from './catalogue-table.ts';
import type { PlannedRow } from './import-plan.ts';

/** Rows written by one INSERT: well below PostgreSQL's 65,535 parameters a statement. */
const BATCH = 500;

const columnsOf = (part: CsvPart) => ({
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

async function insertInBatches<Row>(rows: Row[], insert: (batch: Row[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

/** A part's lists (categories, tiers, specification values) as rows of their tables. */
function listRowsOf(productId: string, row: PlannedRow & { part: CsvPart }) {
  return {
    links: (row.categoryIds ?? []).map((categoryId) => ({ productId, categoryId })),
    tiers: row.part.tiers.map((tier) => ({ productId, minQty: tier.minQty, priceCents: tier.priceCents })),
    specs: (row.specValues ?? []).map((value) => ({ ...value, productId })),
  };
}

/**
 * Writes a plan with no refused row in one transaction (decision 077): every row or none. New parts
 * go in by batches; a changed part is written whole, its lists replaced, and leaves every cart when
 * it is no longer on sale (as an admin's edit does). The stock is set to the file's figure.
 */
export async function applyImport(db: Db, rows: PlannedRow[]): Promise<void> {
  const written = rows.filter(
    (row): row is PlannedRow & { part: CsvPart } => row.part !== undefined && row.action !== 'unchanged',
  );
  await db.transaction(async (tx) => {
    const created = written.filter((row) => row.action === 'create');
    const lists: ReturnType<typeof listRowsOf>[] = [];
    await insertInBatches(created, async (batch) => {
      const ids = await tx
        .insert(product)
        .values(batch.map((row) => columnsOf(row.part)))
        .returning({ id: product.id });
      batch.forEach((row, index) => lists.push(listRowsOf(ids[index]!.id, row)));
    });
    for (const row of written) {
      const id = row.partId;
      // A new part has no id yet (above); a changed one names its own.
      if (row.action !== 'update' || id === null) continue;
      await tx.update(product).set(columnsOf(row.part)).where(eq(product.id, id));
      await tx.delete(productCategory).where(eq(productCategory.productId, id));
      await tx.delete(productPriceTier).where(eq(productPriceTier.productId, id));
      await tx.delete(productSpec).where(eq(productSpec.productId, id));
      lists.push(listRowsOf(id, row));
      if (row.part.status !== 'active' && row.statusBefore === 'active') await dropFromCarts(tx, id);
    }
    await insertInBatches(
      lists.flatMap((list) => list.links),
      (batch) => tx.insert(productCategory).values(batch),
    );
    await insertInBatches(
      lists.flatMap((list) => list.tiers),
      (batch) => tx.insert(productPriceTier).values(batch),
    );
    await insertInBatches(
      lists.flatMap((list) => list.specs),
      (batch) => tx.insert(productSpec).values(batch),
    );
  });
}

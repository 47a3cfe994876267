import { asc, eq, sql } from 'drizzle-orm';
import { SPEC_COLUMN_PREFIX, type CatalogueCsvColumn, type ProductStatus } from '@crankworks/contract';
import type { Db } from '../../db/client.ts';
import {
  category,
  product,
  productCategory,
  productPriceTier,
  productSpec,
  spec,
} from '../../db/schema/index.ts';
import { toDollars } from '../../lib/money.ts';
import { partColumns } from '../products/index.ts';
import { specValueText } from '../specs/index.ts';

/** A part as the CSV holds it: its own columns, its categories' slugs, tiers and specification values. */
export interface CsvPart {
  name: string;
  status: ProductStatus;
  priceCents: number;
  availableQty: number;
  minimumQty: number;
  weightGrams: number;
  img: string;
  moreImages: string[];
  shortDescription: string;
  /** Slugs, A to Z. */
  categories: string[];
  /** By rising quantity, prices in cents. */
  tiers: { minQty: number; priceCents: number }[];
  /** Each specification's key with its value as text ("172.5", "BSA", "yes"). */
  specs: Map<string, string>;
}

/** A list within a field: "cranksets; chains". */
export const LIST_SEPARATOR = '; ';

/** Each column's text for a part, as an export writes it and an import compares it. */
export function cellsOf(part: CsvPart, specKeys: readonly string[]): Map<string, string> {
  const cells = new Map<string, string>([
    ['Name', part.name],
    ['Status', part.status],
    ['Price (USD)', String(toDollars(part.priceCents))],
    ['Stock', String(part.availableQty)],
    ['Minimum order', String(part.minimumQty)],
    ['Weight (g)', String(part.weightGrams)],
    ['Image', part.img],
    ['More images', part.moreImages.join(LIST_SEPARATOR)],
    ['Description', part.shortDescription],
    ['Categories', part.categories.join(LIST_SEPARATOR)],
    [
      'Price tiers',
      part.tiers.map((tier) => `${tier.minQty}:${toDollars(tier.priceCents)}`).join(LIST_SEPARATOR),
    ],
  ] satisfies [Exclude<CatalogueCsvColumn, 'Part id'>, string][]);
  for (const key of specKeys) cells.set(`${SPEC_COLUMN_PREFIX}${key}`, part.specs.get(key) ?? '');
  return cells;
}

/** Every part of every status, oldest first, with its categories, tiers and specification values. */
export async function readCatalogueTable(db: Db): Promise<Map<string, CsvPart>> {
  const [parts, links, tiers, values] = await Promise.all([
    db.select(partColumns).from(product).orderBy(asc(product.createdAt), asc(product.id)),
    db
      .select({ productId: productCategory.productId, slug: category.slug })
      .from(productCategory)
      .innerJoin(category, eq(category.id, productCategory.categoryId))
      .orderBy(asc(category.slug)),
    db.select().from(productPriceTier).orderBy(asc(productPriceTier.minQty)),
    db
      .select({ productId: productSpec.productId, key: spec.key, value: specValueText })
      .from(productSpec)
      .innerJoin(spec, sql`${spec.id} = ${productSpec.specId}`),
  ]);
  const table = new Map<string, CsvPart>();
  for (const row of parts) table.set(row.id, { ...row, categories: [], tiers: [], specs: new Map() });
  for (const link of links) table.get(link.productId)?.categories.push(link.slug);
  for (const tier of tiers)
    table.get(tier.productId)?.tiers.push({ minQty: tier.minQty, priceCents: tier.priceCents });
  for (const value of values) table.get(value.productId)?.specs.set(value.key, value.value);
  return table;
}

/** Every specification's key, A to Z: the CSV's last columns. */
export async function specKeysOf(
  db: Db,
): Promise<{ key: string; id: string; kind: typeof spec.$inferSelect.kind }[]> {
  return db.select({ key: spec.key, id: spec.id, kind: spec.kind }).from(spec).orderBy(asc(spec.key));
}

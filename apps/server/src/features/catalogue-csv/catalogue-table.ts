import { asc, eq, sql } from 'drizzle-orm';
import {
  PRODUCT_CSV_COLUMNS,
  SPEC_COLUMN_PREFIX,
  type CatalogueCsvColumn,
  type ProductStatus,
} from '@crankworks/contract';
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

/**
 * A row of the CSV: a product's own row, or one of its other variants (decision 078), with its
 * categories' slugs, tiers and specification values. A variant carries its product's name,
 * description, pictures and status, as its stored row does.
 */
export interface CsvPart {
  sku: string;
  /** Its product's SKU on a variant; '' on a product's own row. */
  productSku: string;
  /** The product's option names, on its own row; [] on a variant's. */
  options: string[];
  /** Its value of each of its product's options, in their order. */
  optionValues: string[];
  name: string;
  status: ProductStatus;
  priceCents: number;
  availableQty: number;
  minimumQty: number;
  weightGrams: number;
  img: string;
  moreImages: string[];
  shortDescription: string;
  /** Slugs, A to Z: a product's own row's only, its variants being in its categories. */
  categories: string[];
  /** By rising quantity, prices in cents. */
  tiers: { minQty: number; priceCents: number }[];
  /** Each specification's key with its value as text ("172.5", "BSA", "yes"). */
  specs: Map<string, string>;
}

/** A row as stored: its id, its product's row's id (none on a product's own) and its place among them. */
export interface StoredPart extends CsvPart {
  id: string;
  variantOf: string | null;
  variantPosition: number;
}

/** Rows by their product's id (decision 078), each product's in the order they come. */
export function byProduct<Row extends { id: string; variantOf: string | null }>(rows: Iterable<Row>) {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const productId = row.variantOf ?? row.id;
    const group = groups.get(productId);
    if (group) group.push(row);
    else groups.set(productId, [row]);
  }
  return groups;
}

/** A list within a field: "cranksets; chains". */
export const LIST_SEPARATOR = '; ';

/** What carts and orders call a row, as its generated `variant_name` does: "Forge Crankset — 172.5 mm". */
export const variantNameOf = (name: string, values: readonly string[]) =>
  values.length ? `${name} — ${values.join(' / ')}` : name;

/**
 * Each column's text for a row, as an export writes it and an import compares it. A variant's
 * product columns are empty: they are its product's, written on the product's row.
 */
export function cellsOf(part: CsvPart, specKeys: readonly string[]): Map<string, string> {
  const cells = new Map<string, string>([
    ['SKU', part.sku],
    ['Variant of', part.productSku],
    ['Name', part.name],
    ['Options', part.options.join(LIST_SEPARATOR)],
    ['Option values', part.optionValues.join(LIST_SEPARATOR)],
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
  if (part.productSku) for (const column of PRODUCT_CSV_COLUMNS) cells.set(column, '');
  for (const key of specKeys) cells.set(`${SPEC_COLUMN_PREFIX}${key}`, part.specs.get(key) ?? '');
  return cells;
}

/**
 * Every row of every status with its categories, tiers and specification values, by id: each
 * product, oldest first, followed by its other variants in their order.
 */
export async function readCatalogueTable(db: Db): Promise<Map<string, StoredPart>> {
  const [rows, links, tiers, values] = await Promise.all([
    db
      .select(partColumns)
      .from(product)
      .orderBy(asc(product.variantPosition), asc(product.createdAt), asc(product.id)),
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
  const skuOf = new Map(rows.map((row) => [row.id, row.sku]));
  const table = new Map<string, StoredPart>();
  // Rows come by place, the products' own first: each product's variants follow it in their order.
  for (const row of [...byProduct(rows).values()].flat())
    table.set(row.id, {
      ...row,
      productSku: row.variantOf ? (skuOf.get(row.variantOf) ?? '') : '',
      categories: [],
      tiers: [],
      specs: new Map(),
    });
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

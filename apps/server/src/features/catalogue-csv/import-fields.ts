import { z } from 'zod';
import {
  catalogueCsvMessages,
  newProductSchema,
  productVariantsSchema,
  SPEC_COLUMN_PREFIX,
  SPEC_NO,
  SPEC_YES,
  skuSchema,
  variantInputSchema,
  variantMessages,
  type PriceTier,
} from '@crankworks/contract';
import { toCents } from '../../lib/money.ts';
import { storedSpecValue } from '../specs/index.ts';
import type { CsvPart } from './catalogue-table.ts';
import { listIn, refuse, type Catalogue, type FileRow } from './file-row.ts';

/** Which column each field of a row is read from, to name it in a refusal. */
const columnOfField: Record<string, string> = {
  sku: 'SKU',
  options: 'Options',
  values: 'Option values',
  name: 'Name',
  img: 'Image',
  ShortDescription: 'Description',
  price: 'Price (USD)',
  availableQty: 'Stock',
  minimumQty: 'Minimum order',
  weightGrams: 'Weight (g)',
  status: 'Status',
  moreImages: 'More images',
  tiers: 'Price tiers',
};

/** What a product's row has besides a new product's fields: its SKU, option names and values. */
const productRowSchema = z.object({
  sku: skuSchema,
  options: productVariantsSchema.shape.options,
  values: variantInputSchema.shape.values,
});

/** A number cell: empty is missing (undefined), anything else a number or NaN (refused as such). */
const numberIn = (cell: string) => (cell === '' ? undefined : Number(cell));

/** `10:17.99; 50:15.99` as tiers; the piece that is not one is refused. */
function tiersIn(row: FileRow): PriceTier[] | undefined {
  const tiers: PriceTier[] = [];
  for (const piece of listIn(row.cell('Price tiers'))) {
    const match = /^(\d+)\s*:\s*(\d+(?:\.\d+)?)$/.exec(piece);
    if (!match) {
      refuse(row, 'Price tiers', catalogueCsvMessages.badTier(piece));
      return undefined;
    }
    tiers.push({ minQty: Number(match[1]), price: Number(match[2]) });
  }
  return tiers;
}

function refuseIssues(row: FileRow, result: z.ZodSafeParseResult<unknown>) {
  for (const issue of result.error?.issues ?? [])
    refuse(row, columnOfField[String(issue.path[0])] ?? 'Name', issue.message);
}

/**
 * A list field's items when the schema found nothing wrong with it, though it did in another field:
 * a row's option names and values count in the rules of its product's variants all the same.
 */
function listReadWell(row: FileRow, result: z.ZodSafeParseResult<unknown>, field: string) {
  const wrong = result.error?.issues.some((issue) => issue.path[0] === field);
  return wrong ? undefined : listIn(row.cell(columnOfField[field]!));
}

/** The row's categories by their slugs, A to Z; one the catalogue lacks is refused. */
function categoriesIn(row: FileRow, catalogue: Catalogue): string[] {
  const slugs = listIn(row.cell('Categories')).sort();
  for (const slug of slugs) {
    const id = catalogue.categoryBySlug.get(slug);
    if (id) row.categoryIds.push(id);
    else refuse(row, 'Categories', catalogueCsvMessages.unknownCategory(slug));
  }
  return slugs;
}

/** The row's specification values as their kinds keep them, and as text by key; a wrong one is refused. */
function specsIn(row: FileRow, catalogue: Catalogue): Map<string, string> {
  const texts = new Map<string, string>();
  for (const definition of catalogue.specByKey.values()) {
    const column = `${SPEC_COLUMN_PREFIX}${definition.key}`;
    const value = row.cell(column);
    if (!value) continue;
    const stored = storedSpecValue(definition.kind, value);
    if (typeof stored === 'string') refuse(row, column, stored);
    else {
      row.specValues.push({ specId: definition.id, ...stored });
      texts.set(
        definition.key,
        stored.numberValue ?? stored.textValue ?? (stored.yesNoValue ? SPEC_YES : SPEC_NO),
      );
    }
  }
  return texts;
}

/** A row's own figures, read with the schema of its kind of row. */
const figuresIn = (row: FileRow) => ({
  price: numberIn(row.cell('Price (USD)')),
  availableQty: numberIn(row.cell('Stock')),
  minimumQty: numberIn(row.cell('Minimum order')),
  tiers: tiersIn(row) ?? [],
});

/** A row's figures as the part keeps them: prices in cents. */
const storedFigures = (input: {
  price: number;
  minimumQty: number;
  weightGrams?: number | undefined;
  tiers?: PriceTier[] | undefined;
}) => ({
  priceCents: toCents(input.price),
  minimumQty: input.minimumQty,
  weightGrams: input.weightGrams ?? 0,
  tiers: (input.tiers ?? []).map((tier) => ({ minQty: tier.minQty, priceCents: toCents(tier.price) })),
});

/**
 * Reads a product's own row with the schemas of the admin's forms: a new product's fields, its SKU,
 * option names and values. Sets its part when every field reads well.
 */
export function readProductRow(row: FileRow, catalogue: Catalogue): void {
  const { cell, current } = row;
  const parsed = newProductSchema.safeParse({
    ...figuresIn(row),
    name: cell('Name'),
    img: cell('Image'),
    ShortDescription: cell('Description'),
    weightGrams: numberIn(cell('Weight (g)')) ?? current?.weightGrams,
    status: cell('Status') || current?.status,
    moreImages: listIn(cell('More images')),
  });
  const own = productRowSchema.safeParse({
    sku: cell('SKU'),
    options: listIn(cell('Options')),
    values: listIn(cell('Option values')),
  });
  refuseIssues(row, own);
  refuseIssues(row, parsed);
  row.options = listReadWell(row, own, 'options');
  row.values = listReadWell(row, own, 'values');
  const names = (row.options ?? []).map((option) => option.toLowerCase());
  const repeated = names.findIndex((name, index) => names.indexOf(name) !== index);
  if (repeated !== -1)
    refuse(row, 'Options', variantMessages.optionRepeated(names.indexOf(names[repeated]!)));
  const categories = categoriesIn(row, catalogue);
  const specs = specsIn(row, catalogue);
  if (row.problems.length > 0 || !parsed.success || !own.success) return;
  const input = parsed.data;
  row.part = {
    ...storedFigures(input),
    sku: own.data.sku,
    productSku: '',
    options: own.data.options,
    optionValues: own.data.values,
    name: input.name,
    status: input.status ?? 'active',
    availableQty: input.availableQty,
    img: input.img,
    moreImages: input.moreImages ?? [],
    shortDescription: input.ShortDescription,
    categories,
    specs,
  };
}

/**
 * Reads a variant's row with the schema of a variant (its SKU, values, price, stock, minimum, weight,
 * tiers) and its specification values. Its product columns are its product's (`shared`, as the
 * product's row reads or as it is stored): its part is set when its fields read well and its
 * product's are known.
 */
export function readVariantRow(
  row: FileRow,
  catalogue: Catalogue,
  product: { shared?: CsvPart | undefined; sku: string },
): void {
  const { cell, current } = row;
  const figures = figuresIn(row);
  const parsed = variantInputSchema.safeParse({
    ...figures,
    sku: cell('SKU'),
    values: listIn(cell('Option values')),
    weightGrams: numberIn(cell('Weight (g)')) ?? current?.weightGrams ?? 0,
  });
  refuseIssues(row, parsed);
  // The stock is the file's figure on every row (decision 077), a kept variant's too.
  if (figures.availableQty === undefined)
    refuse(row, 'Stock', current ? 'is required' : variantMessages.stockOfNew);
  row.values = listReadWell(row, parsed, 'values');
  const specs = specsIn(row, catalogue);
  const { shared } = product;
  const stock = parsed.data?.availableQty;
  if (row.problems.length > 0 || !parsed.success || !shared || stock === undefined) return;
  const input = parsed.data;
  row.part = {
    ...storedFigures(input),
    sku: input.sku,
    productSku: product.sku,
    options: [],
    optionValues: input.values,
    name: shared.name,
    status: shared.status,
    availableQty: stock,
    img: shared.img,
    moreImages: shared.moreImages,
    shortDescription: shared.shortDescription,
    categories: [],
    specs,
  };
}

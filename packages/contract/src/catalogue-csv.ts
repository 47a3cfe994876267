import { z } from 'zod';

/**
 * The catalogue as CSV (issue 37, decisions 077 and 078): one row per variant, these columns in this
 * order, then one column per specification (`Spec: crank-length`). A product's own row comes first
 * and holds what its variants share (`PRODUCT_CSV_COLUMNS`) and its option names (`Crank length;
 * Colour`); each of its other variants follows, naming the product's SKU in Variant of. Every row
 * has its own SKU, its values of the options in their order (`172.5 mm; Black`), price, stock,
 * minimum, weight, price tiers and specification values. An import names a row by its Part id (none:
 * a new one); lists within a field are separated by semicolons: categories by their slugs
 * (`cranksets; chains`), price tiers as `quantity:price` (`10:17.99; 50:15.99`), more images by
 * their links. An export reads back as it was written.
 */
export const CATALOGUE_CSV_COLUMNS = [
  'Part id',
  'SKU',
  'Variant of',
  'Name',
  'Options',
  'Option values',
  'Status',
  'Price (USD)',
  'Stock',
  'Minimum order',
  'Weight (g)',
  'Image',
  'More images',
  'Description',
  'Categories',
  'Price tiers',
] as const;
export type CatalogueCsvColumn = (typeof CATALOGUE_CSV_COLUMNS)[number];

/**
 * The columns that are a product's, which its variants share: written on the product's row only. On
 * a variant's row an import takes them empty or as its product's.
 */
export const PRODUCT_CSV_COLUMNS = [
  'Name',
  'Options',
  'Status',
  'Image',
  'More images',
  'Description',
  'Categories',
] as const satisfies readonly CatalogueCsvColumn[];

/** How a specification's column is headed: `Spec: ` and its key. */
export const SPEC_COLUMN_PREFIX = 'Spec: ';

/** The most rows one import takes. */
export const MAX_IMPORT_ROWS = 20_000;
/** The largest file one import takes, in characters. */
export const MAX_IMPORT_CHARS = 16 * 1024 * 1024;

/** POST /api/admin/products/import: the file's text, and whether only to say what it would do. */
export const catalogueImportSchema = z.object({
  csv: z
    .string({ error: 'must be the text of a CSV file' })
    .min(1, { error: 'is required' })
    .max(MAX_IMPORT_CHARS, { error: `must be at most ${MAX_IMPORT_CHARS / 1024 / 1024} MB` }),
  dryRun: z.boolean({ error: 'must be true or false' }),
});
export type CatalogueImport = z.infer<typeof catalogueImportSchema>;

export const IMPORT_ACTIONS = ['create', 'update', 'unchanged', 'refuse'] as const;

/** What an import did, or would do, with one row of the file. */
export const importRowSchema = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number().int(),
  action: z.enum(IMPORT_ACTIONS),
  /** The part it changes; null for a new part and for a row refused before one was found. */
  partId: z.string().nullable(),
  name: z.string(),
  /** What would change, a column each: "Price (USD): 12.5 → 13". */
  changes: z.array(z.string()),
  /** Why it is refused, a column each, in a person's words. */
  problems: z.array(z.object({ column: z.string(), message: z.string() })),
});
export type ImportRow = z.infer<typeof importRowSchema>;

/**
 * The import's report: every row with what it would do, or did. Nothing is written while a row is
 * refused, nor on a dry run (`applied` false).
 */
export const importReportSchema = z.object({
  /** Why nothing was written, on the 422 of an import with refused rows. */
  message: z.string().optional(),
  applied: z.boolean(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  refused: z.number().int(),
  rows: z.array(importRowSchema),
});
export type ImportReport = z.infer<typeof importReportSchema>;

export const catalogueCsvMessages = {
  missingColumn: (column: string) =>
    `The file has no column "${column}": export the catalogue to see the header`,
  unknownColumn: (column: string) => `The column "${column}" is not one of the catalogue's`,
  unknownSpec: (key: string) =>
    `The column "${SPEC_COLUMN_PREFIX}${key}" names no specification of the catalogue`,
  unreadable: (line: number) => `The file cannot be read as CSV from line ${line}: check its quotes`,
  tooManyRows: `The file may hold at most ${MAX_IMPORT_ROWS} rows`,
  noRows: 'The file has a header but no rows',
  refused: (rows: number) => `${rows} row${rows === 1 ? '' : 's'} cannot be imported: nothing was written`,
  unknownPart: 'is no part of the catalogue',
  twice: (line: number) => `names the same part as line ${line}`,
  unknownCategory: (slug: string) => `has no category "${slug}"`,
  badTier: (text: string) => `"${text}" is not quantity:price, such as 10:17.99`,
  skuTwice: (line: number) => `is line ${line}'s too`,
  noProduct: (sku: string) => `names no product: no product's row has the SKU "${sku}"`,
  namesVariant: (sku: string) => `names a variant ("${sku}"): give the SKU of its product's row`,
  productRefused: (line: number) => `names the product of line ${line}, which cannot be imported as it is`,
  productWithoutOptions: "names a product without options: give the product's row its Options first",
  productsOnLine: (line: number) => `is its product's: change it on line ${line}`,
  productsOnItsRow: (sku: string) => `is its product's: change it on the row of "${sku}"`,
  valuesOfLine: (line: number) => `are those of line ${line}, a variant of the same product`,
  valuesOfVariant: (sku: string) => `are those of "${sku}", a variant of the same product`,
  optionsUnfit: (sku: string) =>
    `do not fit the values of "${sku}", which the file leaves out: add its row with its values`,
  variantOfAnother: (sku: string) =>
    `is a variant of "${sku}": give that SKU as its Variant of, as a variant cannot move to another product`,
  productIntoVariant: "is a product's own row, which cannot become another product's variant",
  skuTakenMeanwhile: 'A SKU of the file was given to another part meanwhile: check the file again',
} as const;

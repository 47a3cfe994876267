import { z } from 'zod';

/**
 * The catalogue as CSV (issue 37, decision 077): one row per part, these columns in this order,
 * then one column per specification (`Spec: crank-length`). An import names a part by its id (none:
 * a new part); lists within a field are separated by semicolons: categories by their slugs
 * (`cranksets; chains`), price tiers as `quantity:price` (`10:17.99; 50:15.99`), more images by
 * their links. An export reads back as it was written.
 */
export const CATALOGUE_CSV_COLUMNS = [
  'Part id',
  'Name',
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
} as const;

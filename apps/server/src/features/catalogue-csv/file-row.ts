import type { ImportRow, SpecKind } from '@crankworks/contract';
import type { StoredValue } from '../specs/index.ts';
import type { CsvPart, StoredPart } from './catalogue-table.ts';

/** The catalogue as an import reads a file against it, each lookup built once. */
export interface Catalogue {
  /** Every stored row by id, each product followed by its other variants. */
  table: Map<string, StoredPart>;
  /** Each stored product's rows, its own first, by the product's id. */
  rowsOfProduct: Map<string, StoredPart[]>;
  /** Each stored row's id by its SKU in capitals: no two rows share one, whatever its case. */
  idBySku: Map<string, string>;
  specByKey: Map<string, { key: string; id: string; kind: SpecKind }>;
  categoryBySlug: Map<string, string>;
  /** Every specification's key, A to Z. */
  keys: string[];
}

/** A row of the file, and what the import finds in it as it reads it. */
export interface FileRow {
  /** Its line in the file (the header is line 1). */
  line: number;
  /** A cell's text, trimmed; '' in a column the row lacks. */
  cell: (column: string) => string;
  partId: string | null;
  /** The stored row its Part id names. */
  current?: StoredPart;
  /** Why it cannot be imported, a column each, in a person's words. */
  problems: ImportRow['problems'];
  /** Its option names (on a product's row) and values, once they read well. */
  options?: string[];
  values?: string[];
  /** The row as it would be written, once all its fields read well; and its lists' rows. */
  part?: CsvPart;
  categoryIds: string[];
  specValues: (StoredValue & { specId: string })[];
}

/** Notes a problem of the row, named by its column: "Stock must not be negative". */
export const refuse = (row: FileRow, column: string, problem: string) =>
  row.problems.push({ column, message: `${column} ${problem}` });

/** A SKU as the shop compares two: whatever its case. */
export const skuKey = (sku: string) => sku.toUpperCase();

/** A list within a field ("cranksets; chains"), its items trimmed, empty ones left out. */
export const listIn = (cell: string) =>
  cell
    .split(';')
    .map((item) => item.trim())
    .filter(Boolean);

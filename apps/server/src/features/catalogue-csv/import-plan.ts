import {
  CATALOGUE_CSV_COLUMNS,
  catalogueCsvMessages,
  MAX_IMPORT_ROWS,
  SPEC_COLUMN_PREFIX,
  type ImportRow,
  type ProductChanges,
} from '@crankworks/contract';
import type { Db } from '../../db/client.ts';
import { category } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import {
  byProduct,
  cellsOf,
  readCatalogueTable,
  specKeysOf,
  variantNameOf,
  type CsvPart,
  type StoredPart,
} from './catalogue-table.ts';
import { listIn, refuse, skuKey, type Catalogue, type FileRow } from './file-row.ts';
import { readProductRow, readVariantRow } from './import-fields.ts';
import {
  isVariantRow,
  productKey,
  productSkuOf,
  productsOfRows,
  refuseMove,
  refuseProductColumns,
  sharedChanges,
  sharedOf,
  type ProductOfRow,
} from './import-products.ts';
import { refuseBadVariants, refuseTakenSkus } from './import-variants.ts';
import { readCsv, type CsvRecord } from './read-csv.ts';

/** A row that can be imported: the row as it would be, and what writing it needs. */
export interface PlannedRow extends ImportRow {
  part?: CsvPart;
  categoryIds?: string[];
  specValues?: FileRow['specValues'];
  /** The row's status before the import; undefined for a new row. */
  statusBefore?: CsvPart['status'];
  /** What a changed product's row changes of what its stored variants share, to be made to them. */
  sharedChanges?: ProductChanges;
  /** A new variant's stored product (none: a product new in the file), and its place among its variants. */
  productId?: string;
  variantPosition?: number;
}

/** The header's columns, checked: the catalogue's own, each once, and specifications it has. */
function readHeader(header: CsvRecord, specs: ReadonlyMap<string, unknown>): string[] {
  const columns = header.cells.map((cell) => cell.trim());
  for (const column of CATALOGUE_CSV_COLUMNS)
    if (!columns.includes(column)) throw badRequest(catalogueCsvMessages.missingColumn(column), 'csv');
  for (const column of columns) {
    if ((CATALOGUE_CSV_COLUMNS as readonly string[]).includes(column)) continue;
    if (!column.startsWith(SPEC_COLUMN_PREFIX))
      throw badRequest(catalogueCsvMessages.unknownColumn(column), 'csv');
    const key = column.slice(SPEC_COLUMN_PREFIX.length);
    if (!specs.has(key)) throw badRequest(catalogueCsvMessages.unknownSpec(key), 'csv');
  }
  return columns;
}

/** The catalogue's rows, specifications and categories, and the lookups an import makes in them. */
async function readCatalogue(db: Db): Promise<Catalogue> {
  const [table, specs, categories] = await Promise.all([
    readCatalogueTable(db),
    specKeysOf(db),
    db.select({ id: category.id, slug: category.slug }).from(category),
  ]);
  return {
    table,
    rowsOfProduct: byProduct(table.values()),
    idBySku: new Map([...table.values()].map((part) => [skuKey(part.sku), part.id])),
    specByKey: new Map(specs.map((row) => [row.key, row])),
    categoryBySlug: new Map(categories.map((row) => [row.slug, row.id])),
    keys: specs.map((row) => row.key),
  };
}

/** The file's records as rows: their cells by column, and the stored row each Part id names. */
function fileRowsOf(records: CsvRecord[], columns: string[], catalogue: Catalogue): FileRow[] {
  // Each column's place, found once rather than for every cell of every row.
  const columnIndex = new Map(columns.map((column, index) => [column, index]));
  const lineOfPart = new Map<string, number>();
  return records.map((record) => {
    const cell = (column: string) => (record.cells[columnIndex.get(column) ?? -1] ?? '').trim();
    const partId = cell('Part id') || null;
    const row: FileRow = {
      line: record.line,
      cell,
      partId,
      current: partId ? catalogue.table.get(partId) : undefined,
      problems: [],
      categoryIds: [],
      specValues: [],
    };
    if (partId && !row.current) refuse(row, 'Part id', catalogueCsvMessages.unknownPart);
    const earlier = partId ? lineOfPart.get(partId) : undefined;
    if (partId && earlier !== undefined) refuse(row, 'Part id', catalogueCsvMessages.twice(earlier));
    if (partId) lineOfPart.set(partId, record.line);
    return row;
  });
}

/**
 * Reads every row: products' rows first, whose fields their variants' rows take; then each variant's
 * row against its product; then the rules that span rows (values, options, SKUs).
 */
function readRows(rows: FileRow[], catalogue: Catalogue): Map<FileRow, ProductOfRow> {
  const products = productsOfRows(rows, catalogue);
  for (const row of rows.filter((row) => !isVariantRow(row))) {
    const product = products.get(row);
    if (product) refuseMove(row, product);
    readProductRow(row, catalogue);
  }
  for (const row of rows.filter(isVariantRow)) {
    const product = products.get(row);
    // A row that is not this product's variant is not held to its product's columns.
    if (product && !refuseMove(row, product)) refuseProductColumns(row, product);
    readVariantRow(row, catalogue, {
      shared: product && sharedOf(product),
      sku: product ? productSkuOf(product) : '',
    });
    if (product?.row && !product.row.part && !product.stored)
      refuse(row, 'Variant of', catalogueCsvMessages.productRefused(product.row.line));
  }
  refuseBadVariants(rows, products, catalogue);
  refuseTakenSkus(rows, catalogue);
  return products;
}

/** Whether a stored product's row has variants besides its own row, which share its fields. */
const hasVariants = (current: StoredPart, catalogue: Catalogue) =>
  !current.variantOf && (catalogue.rowsOfProduct.get(current.id)?.length ?? 0) > 1;

/** Where each new variant goes among its product's: after the stored ones, in the file's order. */
function placesOfNewVariants(rows: FileRow[], products: Map<FileRow, ProductOfRow>, catalogue: Catalogue) {
  const last = new Map<string, number>();
  const places = new Map<FileRow, number>();
  for (const row of rows.filter((row) => isVariantRow(row) && !row.current)) {
    const product = products.get(row);
    if (!product) continue;
    const key = productKey(product);
    const stored = product.stored ? (catalogue.rowsOfProduct.get(product.stored.id) ?? []) : [];
    const place = (last.get(key) ?? Math.max(0, ...stored.map((part) => part.variantPosition))) + 1;
    last.set(key, place);
    places.set(row, place);
  }
  return places;
}

/**
 * What importing the file would do, row by row (decisions 077, 078), read against the catalogue as
 * it is: each row a new product or variant (no Part id), a change of the row it names, unchanged, or
 * refused with every problem it has, named by column in a person's words. Nothing is written here. A
 * header that is not the catalogue's, or a file that is not CSV, is refused whole (400).
 */
export async function planImport(db: Db, text: string): Promise<PlannedRow[]> {
  const [header, ...records] = readCsv(text);
  if (!header || records.length === 0) throw badRequest(catalogueCsvMessages.noRows, 'csv');
  if (records.length > MAX_IMPORT_ROWS) throw badRequest(catalogueCsvMessages.tooManyRows, 'csv');
  const catalogue = await readCatalogue(db);
  const columns = readHeader(header, catalogue.specByKey);
  const rows = fileRowsOf(records, columns, catalogue);
  const products = readRows(rows, catalogue);
  const places = placesOfNewVariants(rows, products, catalogue);

  return rows.map((row): PlannedRow => {
    const product = products.get(row);
    const { line, problems, part, current } = row;
    const name = reportedName(row, product);
    const planned = { line, name, problems, changes: [] };
    if (problems.length > 0 || !part)
      return { ...planned, action: 'refuse', partId: current ? row.partId : null };
    const writes = { part, categoryIds: row.categoryIds, specValues: row.specValues };
    if (!current)
      return {
        ...planned,
        ...writes,
        action: 'create',
        partId: null,
        productId: product?.stored?.id,
        variantPosition: places.get(row),
      };
    const before = cellsOf(current, catalogue.keys);
    const changes = [...cellsOf(part, catalogue.keys)].flatMap(([column, value]) =>
      before.get(column) === value
        ? []
        : [`${column}: ${shortened(before.get(column))} → ${shortened(value)}`],
    );
    return {
      ...planned,
      ...writes,
      action: changes.length ? 'update' : 'unchanged',
      partId: current.id,
      changes,
      statusBefore: current.status,
      sharedChanges: hasVariants(current, catalogue) ? sharedChanges(current, part) : undefined,
    };
  });
}

/**
 * A row's name in the report, as carts will call it ("Forge Crankset — 172.5 mm"); its SKU for a
 * variant whose product is not found.
 */
function reportedName(row: FileRow, product: ProductOfRow | undefined) {
  const productName =
    isVariantRow(row) && product ? (sharedOf(product)?.name ?? product.row?.cell('Name')) : undefined;
  return variantNameOf(
    row.part?.name ?? productName ?? (row.cell('Name') || row.cell('SKU')),
    row.part?.optionValues ?? listIn(row.cell('Option values')),
  );
}

/** A value as a change names it: at most 40 characters, "(none)" for an empty one. */
function shortened(value: string | undefined) {
  if (!value) return '(none)';
  return value.length > 40 ? `${value.slice(0, 39)}…` : value;
}

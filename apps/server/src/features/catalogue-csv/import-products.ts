import { catalogueCsvMessages, PRODUCT_CSV_COLUMNS, type ProductChanges } from '@crankworks/contract';
import { cellsOf, LIST_SEPARATOR, type CsvPart, type StoredPart } from './catalogue-table.ts';
import { listIn, refuse, skuKey, type Catalogue, type FileRow } from './file-row.ts';

/** The product a row belongs to (decision 078): its own row in the file, its stored row, or both. */
export interface ProductOfRow {
  row?: FileRow;
  stored?: StoredPart;
}

/** Which product a row belongs to: the stored product's id, or the line of a new product's row. */
export const productKey = (product: ProductOfRow) => product.stored?.id ?? `line ${product.row?.line}`;

/** Whether a row is a variant's other than its product's first: it names its product. */
export const isVariantRow = (row: FileRow) => row.cell('Variant of') !== '';

const storedProduct = (part: StoredPart | undefined) => (part && !part.variantOf ? part : undefined);

/**
 * Each row's product: a product's row is its own; a variant's row names its product's SKU in Variant
 * of, a product's row of the file or, failing that, a stored product's. A name that is no product's,
 * or a variant's, is refused.
 */
export function productsOfRows(rows: FileRow[], catalogue: Catalogue): Map<FileRow, ProductOfRow> {
  const productRows = rows.filter((row) => !isVariantRow(row));
  // A SKU given to two products' rows is refused (`refuseTakenSkus`); their variants go with the first.
  const productRowBySku = new Map<string, FileRow>();
  const productRowById = new Map<string, FileRow>();
  for (const row of productRows) {
    const key = skuKey(row.cell('SKU'));
    if (!productRowBySku.has(key)) productRowBySku.set(key, row);
    const stored = storedProduct(row.current);
    if (stored) productRowById.set(stored.id, row);
  }
  const variantSkus = new Set(rows.filter(isVariantRow).map((row) => skuKey(row.cell('SKU'))));

  const products = new Map<FileRow, ProductOfRow>();
  for (const row of productRows) products.set(row, { row, stored: storedProduct(row.current) });
  for (const row of rows.filter(isVariantRow)) {
    const name = row.cell('Variant of');
    const fileRow = productRowBySku.get(skuKey(name));
    if (fileRow) {
      products.set(row, { row: fileRow, stored: storedProduct(fileRow.current) });
      continue;
    }
    const stored = catalogue.table.get(catalogue.idBySku.get(skuKey(name)) ?? '');
    if (stored && !stored.variantOf) products.set(row, { row: productRowById.get(stored.id), stored });
    else if (stored || variantSkus.has(skuKey(name)))
      refuse(row, 'Variant of', catalogueCsvMessages.namesVariant(name));
    else refuse(row, 'Variant of', catalogueCsvMessages.noProduct(name));
  }
  return products;
}

/**
 * Refuses a Part id that would move a stored row, and says whether it did: a variant stays its
 * product's, and a product's own row stays a product.
 */
export function refuseMove(row: FileRow, product: ProductOfRow): boolean {
  const { current } = row;
  if (current?.variantOf && product.stored?.id !== current.variantOf)
    refuse(row, 'Part id', catalogueCsvMessages.variantOfAnother(current.productSku));
  else if (current && !current.variantOf && isVariantRow(row))
    refuse(row, 'Part id', catalogueCsvMessages.productIntoVariant);
  else return false;
  return true;
}

/** What a variant's row takes from its product: the product's row as it reads, else as it is stored. */
export const sharedOf = (product: ProductOfRow): CsvPart | undefined => product.row?.part ?? product.stored;

/** The product's SKU as it will be: its row's in the file, else its stored one. */
export const productSkuOf = (product: ProductOfRow) =>
  product.row ? (product.row.part?.sku ?? product.row.cell('SKU')) : (product.stored?.sku ?? '');

/** A product column's text as two are compared: lists item by item, categories in any order. */
function comparable(column: string, text: string) {
  if (column === 'Categories') return listIn(text).sort().join(LIST_SEPARATOR);
  if (column === 'Options' || column === 'More images') return listIn(text).join(LIST_SEPARATOR);
  return text;
}

/**
 * Refuses a variant's row whose product columns are neither empty nor its product's: they are the
 * product's, which all its variants share, and are changed on the product's row.
 */
export function refuseProductColumns(row: FileRow, product: ProductOfRow) {
  // The product's row as the file gives it, read or not; its stored row when the file has none.
  const source = product.row ? product.row.part : product.stored;
  const productCells = source && cellsOf({ ...source, productSku: '' }, []);
  for (const column of PRODUCT_CSV_COLUMNS) {
    const text = row.cell(column);
    const productText = productCells?.get(column) ?? product.row?.cell(column) ?? '';
    if (!text || comparable(column, text) === comparable(column, productText)) continue;
    refuse(
      row,
      column,
      product.row
        ? catalogueCsvMessages.productsOnLine(product.row.line)
        : catalogueCsvMessages.productsOnItsRow(product.stored?.sku ?? ''),
    );
  }
}

/**
 * What a product's row changes of what its variants share (decision 078), as a change of the product
 * gives it; none when the file leaves it as it was.
 */
export function sharedChanges(before: CsvPart, after: CsvPart): ProductChanges | undefined {
  const changes: ProductChanges = {};
  if (after.name !== before.name) changes.name = after.name;
  if (after.img !== before.img) changes.img = after.img;
  if (after.shortDescription !== before.shortDescription) changes.ShortDescription = after.shortDescription;
  if (after.status !== before.status) changes.status = after.status;
  if (after.moreImages.join('\n') !== before.moreImages.join('\n')) changes.moreImages = after.moreImages;
  return Object.keys(changes).length > 0 ? changes : undefined;
}

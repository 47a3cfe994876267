import { catalogueCsvMessages, variantMessages } from '@crankworks/contract';
import { refuse, skuKey, type Catalogue, type FileRow } from './file-row.ts';
import { isVariantRow, productKey, type ProductOfRow } from './import-products.ts';

/** Two rows' values are the same whatever their case. */
const valuesKey = (values: readonly string[]) => JSON.stringify(values.map((value) => value.toLowerCase()));

/** A product's rows in the file, and the product they are of. */
function rowsByProduct(rows: FileRow[], products: Map<FileRow, ProductOfRow>) {
  const groups = new Map<string, { product: ProductOfRow; rows: FileRow[] }>();
  for (const row of rows) {
    const product = products.get(row);
    if (!product) continue;
    const group = groups.get(productKey(product));
    if (group) group.rows.push(row);
    else groups.set(productKey(product), { product, rows: [row] });
  }
  return groups.values();
}

/**
 * The rules of a product's variants (decision 078), over its rows in the file and those it leaves
 * out: a variant's product has options, every row gives one value of each, and no two rows of a
 * product have the same values, whatever their case. A stored variant the file leaves out that would
 * no longer fit its product's options refuses the product's row.
 */
export function refuseBadVariants(
  rows: FileRow[],
  products: Map<FileRow, ProductOfRow>,
  catalogue: Catalogue,
) {
  const named = new Set(rows.map((row) => row.current?.id));
  for (const { product, rows: productRows } of rowsByProduct(rows, products)) {
    // A product's row whose options do not read is refused already.
    const options = product.row ? product.row.options : product.stored?.options;
    if (!options) continue;
    const earlier = new Map<string, string>();
    const leftOut = product.stored ? (catalogue.rowsOfProduct.get(product.stored.id) ?? []) : [];
    for (const stored of leftOut.filter((part) => !named.has(part.id))) {
      if (stored.optionValues.length === options.length)
        earlier.set(valuesKey(stored.optionValues), catalogueCsvMessages.valuesOfVariant(stored.sku));
      else if (product.row) refuse(product.row, 'Options', catalogueCsvMessages.optionsUnfit(stored.sku));
    }
    for (const row of productRows) {
      if (isVariantRow(row) && options.length === 0)
        refuse(row, 'Variant of', catalogueCsvMessages.productWithoutOptions);
      else if (row.values && row.values.length !== options.length)
        refuse(row, 'Option values', variantMessages.oneValuePerOption(...options));
      else if (row.values && options.length > 0) {
        const key = valuesKey(row.values);
        const twin = earlier.get(key);
        if (twin) refuse(row, 'Option values', twin);
        else earlier.set(key, catalogueCsvMessages.valuesOfLine(row.line));
      }
    }
  }
}

/** Refuses a SKU the file gives twice, whatever its case, or else that another stored row has. */
export function refuseTakenSkus(rows: FileRow[], catalogue: Catalogue) {
  const lineOfSku = new Map<string, number>();
  for (const row of rows) {
    const sku = skuKey(row.cell('SKU'));
    if (!sku) continue;
    const earlier = lineOfSku.get(sku);
    const owner = catalogue.idBySku.get(sku);
    if (earlier !== undefined) refuse(row, 'SKU', catalogueCsvMessages.skuTwice(earlier));
    else if (owner !== undefined && owner !== row.current?.id) refuse(row, 'SKU', variantMessages.skuTaken);
    lineOfSku.set(sku, earlier ?? row.line);
  }
}

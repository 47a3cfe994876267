import { CATALOGUE_CSV_COLUMNS, SPEC_COLUMN_PREFIX } from '@crankworks/contract';
import type { Db } from '../../db/client.ts';
import { csvRow } from '../../lib/csv.ts';
import { cellsOf, readCatalogueTable, specKeysOf } from './catalogue-table.ts';

/**
 * The whole catalogue as CSV: the header, then one row per variant (decisions 077, 078): each
 * product's own row, oldest first, followed by its other variants in their order.
 */
export async function exportCatalogue(db: Db): Promise<string> {
  const [table, specs] = await Promise.all([readCatalogueTable(db), specKeysOf(db)]);
  const keys = specs.map((row) => row.key);
  const header = [...CATALOGUE_CSV_COLUMNS, ...keys.map((key) => `${SPEC_COLUMN_PREFIX}${key}`)];
  let text = csvRow(header);
  for (const [id, part] of table) {
    const cells = cellsOf(part, keys);
    text += csvRow(header.map((column) => (column === 'Part id' ? id : (cells.get(column) ?? ''))));
  }
  return text;
}

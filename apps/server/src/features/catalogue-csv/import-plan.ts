import {
  CATALOGUE_CSV_COLUMNS,
  catalogueCsvMessages,
  MAX_IMPORT_ROWS,
  newProductSchema,
  SPEC_COLUMN_PREFIX,
  SPEC_NO,
  SPEC_YES,
  type ImportRow,
  type PriceTier,
} from '@crankworks/contract';
import type { Db } from '../../db/client.ts';
import { category } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import { toCents } from '../../lib/money.ts';
import { storedSpecValue, type StoredValue } from '../specs/index.ts';
import { cellsOf, readCatalogueTable, specKeysOf, type CsvPart } from './catalogue-table.ts';
import { readCsv, type CsvRecord } from './read-csv.ts';

/** A row that can be imported: the part as it would be, and what its lists are made of. */
export interface PlannedRow extends ImportRow {
  part?: CsvPart;
  categoryIds?: string[];
  specValues?: (StoredValue & { specId: string })[];
  /** The part's status before the import; undefined for a new part. */
  statusBefore?: CsvPart['status'];
}

/** Which column each field of a part is read from, to name it in a refusal. */
const columnOfField: Record<string, string> = {
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

const listIn = (cell: string) =>
  cell
    .split(';')
    .map((item) => item.trim())
    .filter(Boolean);

/** A number cell: empty is missing (undefined), anything else a number or NaN (refused as such). */
const numberIn = (cell: string) => (cell === '' ? undefined : Number(cell));

/** `10:17.99; 50:15.99` as tiers, or the piece that is not one. */
function tiersIn(cell: string): PriceTier[] | string {
  const tiers: PriceTier[] = [];
  for (const piece of listIn(cell)) {
    const match = /^(\d+)\s*:\s*(\d+(?:\.\d+)?)$/.exec(piece);
    if (!match) return piece;
    tiers.push({ minQty: Number(match[1]), price: Number(match[2]) });
  }
  return tiers;
}

/** The header's columns, checked: the catalogue's own, each once, and specifications it has. */
function readHeader(header: CsvRecord, specKeys: ReadonlySet<string>): string[] {
  const columns = header.cells.map((cell) => cell.trim());
  for (const column of CATALOGUE_CSV_COLUMNS)
    if (!columns.includes(column)) throw badRequest(catalogueCsvMessages.missingColumn(column), 'csv');
  for (const column of columns) {
    if ((CATALOGUE_CSV_COLUMNS as readonly string[]).includes(column)) continue;
    if (!column.startsWith(SPEC_COLUMN_PREFIX))
      throw badRequest(catalogueCsvMessages.unknownColumn(column), 'csv');
    const key = column.slice(SPEC_COLUMN_PREFIX.length);
    if (!specKeys.has(key)) throw badRequest(catalogueCsvMessages.unknownSpec(key), 'csv');
  }
  return columns;
}

/**
 * What importing the file would do, row by row (decision 077), read against the catalogue as it is:
 * each row a new part (no Part id), a change of the part it names, unchanged, or refused with every
 * problem it has, named by column in a person's words. Nothing is written here. A header that is not
 * the catalogue's, or a file that is not CSV, is refused whole (400).
 */
export async function planImport(db: Db, text: string): Promise<PlannedRow[]> {
  const [header, ...records] = readCsv(text);
  if (!header || records.length === 0) throw badRequest(catalogueCsvMessages.noRows, 'csv');
  if (records.length > MAX_IMPORT_ROWS) throw badRequest(catalogueCsvMessages.tooManyRows, 'csv');
  const [table, specs, categories] = await Promise.all([
    readCatalogueTable(db),
    specKeysOf(db),
    db.select({ id: category.id, slug: category.slug }).from(category),
  ]);
  const specByKey = new Map(specs.map((row) => [row.key, row]));
  const columns = readHeader(header, new Set(specByKey.keys()));
  // Each column's place, found once rather than for every cell of every row.
  const columnIndex = new Map(columns.map((column, index) => [column, index]));
  const categoryBySlug = new Map(categories.map((row) => [row.slug, row.id]));
  const keys = specs.map((row) => row.key);
  const lineOfPart = new Map<string, number>();

  return records.map((record): PlannedRow => {
    const cell = (column: string) => (record.cells[columnIndex.get(column) ?? -1] ?? '').trim();
    const problems: ImportRow['problems'] = [];
    const refuse = (column: string, problem: string) =>
      problems.push({ column, message: `${column} ${problem}` });

    const partId = cell('Part id') || null;
    const current = partId ? table.get(partId) : undefined;
    if (partId && !current) refuse('Part id', catalogueCsvMessages.unknownPart);
    const earlier = partId ? lineOfPart.get(partId) : undefined;
    if (partId && earlier !== undefined) refuse('Part id', catalogueCsvMessages.twice(earlier));
    if (partId) lineOfPart.set(partId, record.line);

    const tiers = tiersIn(cell('Price tiers'));
    if (typeof tiers === 'string') refuse('Price tiers', catalogueCsvMessages.badTier(tiers));
    const parsed = newProductSchema.safeParse({
      name: cell('Name'),
      img: cell('Image'),
      ShortDescription: cell('Description'),
      price: numberIn(cell('Price (USD)')),
      availableQty: numberIn(cell('Stock')),
      minimumQty: numberIn(cell('Minimum order')),
      weightGrams: numberIn(cell('Weight (g)')) ?? current?.weightGrams,
      status: cell('Status') || current?.status,
      moreImages: listIn(cell('More images')),
      tiers: typeof tiers === 'string' ? [] : tiers,
    });
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const column = columnOfField[String(issue.path[0])] ?? 'Name';
        refuse(column, issue.message);
      }

    const categoryIds: string[] = [];
    const slugs = listIn(cell('Categories')).sort();
    for (const slug of slugs) {
      const id = categoryBySlug.get(slug);
      if (id) categoryIds.push(id);
      else refuse('Categories', catalogueCsvMessages.unknownCategory(slug));
    }

    const specValues: PlannedRow['specValues'] = [];
    const specTexts = new Map<string, string>();
    for (const column of columns.filter((name) => name.startsWith(SPEC_COLUMN_PREFIX))) {
      const value = cell(column);
      const definition = specByKey.get(column.slice(SPEC_COLUMN_PREFIX.length));
      if (!value || !definition) continue;
      const stored = storedSpecValue(definition.kind, value);
      if (typeof stored === 'string') refuse(column, stored);
      else {
        specValues.push({ specId: definition.id, ...stored });
        specTexts.set(
          definition.key,
          stored.numberValue ?? stored.textValue ?? (stored.yesNoValue ? SPEC_YES : SPEC_NO),
        );
      }
    }

    const name = cell('Name');
    if (problems.length > 0 || !parsed.success)
      return {
        line: record.line,
        action: 'refuse',
        partId: current ? partId : null,
        name,
        changes: [],
        problems,
      };

    const input = parsed.data;
    const part: CsvPart = {
      name: input.name,
      status: input.status ?? 'active',
      priceCents: toCents(input.price),
      availableQty: input.availableQty,
      minimumQty: input.minimumQty,
      weightGrams: input.weightGrams ?? 0,
      img: input.img,
      moreImages: input.moreImages ?? [],
      shortDescription: input.ShortDescription,
      categories: slugs,
      tiers: (input.tiers ?? []).map((tier) => ({ minQty: tier.minQty, priceCents: toCents(tier.price) })),
      specs: specTexts,
    };
    const planned = { line: record.line, name, problems, part, categoryIds, specValues };
    if (!current || !partId) return { ...planned, action: 'create', partId: null, changes: [] };
    const before = cellsOf(current, keys);
    const after = cellsOf(part, keys);
    const changes = [...after].flatMap(([column, value]) =>
      before.get(column) === value
        ? []
        : [`${column}: ${shortened(before.get(column))} → ${shortened(value)}`],
    );
    return {
      ...planned,
      action: changes.length ? 'update' : 'unchanged',
      partId,
      changes,
      statusBefore: current.status,
    };
  });
}

/** A value as a change names it: at most 40 characters, "(none)" for an empty one. */
function shortened(value: string | undefined) {
  if (!value) return '(none)';
  return value.length > 40 ? `${value.slice(0, 39)}…` : value;
}

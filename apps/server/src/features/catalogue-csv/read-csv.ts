import { parse, CsvError } from 'csv-parse/sync';
import { catalogueCsvMessages } from '@crankworks/contract';
import { badRequest } from '../../lib/errors.ts';

/** One record of a CSV file and the line it ends on. */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/**
 * An apostrophe our export put before text a spreadsheet would run as a formula (`csvField`), taken
 * off again so that an export reads back as it was.
 */
const unguarded = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/** The file's records (a byte-order mark and empty lines left out); 400 naming the line it stops at. */
export function readCsv(text: string): CsvRecord[] {
  try {
    // With `info`, each record comes with the parser's counts at its end, which its types leave out.
    const records = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return records.map(({ record, info }) => ({ line: info.lines, cells: record.map(unguarded) }));
  } catch (error) {
    if (error instanceof CsvError)
      throw badRequest(catalogueCsvMessages.unreadable(Number(error.lines ?? 1)), 'csv');
    throw error;
  }
}

/** What a spreadsheet would read as the start of a formula (OWASP's list, with tab and carriage return). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field (RFC 4180): always quoted, inner quotes doubled, so commas and line breaks stay
 * inside it. Text that a spreadsheet would run as a formula gets a leading apostrophe, which
 * spreadsheets show as text; numbers are written as they are.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '""';
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** One CSV record, ended by CRLF as RFC 4180 asks. */
export const csvRow = (values: readonly (string | number | null)[]) =>
  `${values.map(csvField).join(',')}\r\n`;

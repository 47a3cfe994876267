import { describe, expect, it } from 'vitest';
import { csvField, csvRow } from '../src/lib/csv.ts';

describe('csvField', () => {
  it('quotes text and doubles its quotes, so commas, quotes and line breaks stay in one field', () => {
    expect(csvField('Gearton, 12 Spoke St')).toBe('"Gearton, 12 Spoke St"');
    expect(csvField('the "light" crank')).toBe('"the ""light"" crank"');
    expect(csvField('line one\nline two\r\nthree')).toBe('"line one\nline two\r\nthree"');
    expect(csvField('')).toBe('""');
    expect(csvField(null)).toBe('""');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(csvField(`${start}HYPERLINK("http://evil")`)).toBe(`"'${start}HYPERLINK(""http://evil"")"`);
    expect(csvField('=1+1')).toBe(`"'=1+1"`);
    expect(csvField('a=b')).toBe('"a=b"');
  });

  it('writes numbers as they are', () => {
    expect(csvField(12.5)).toBe('12.5');
    expect(csvField(0)).toBe('0');
  });
});

describe('csvRow', () => {
  it('joins fields with commas and ends the record with CRLF', () => {
    expect(csvRow(['a', 1, null, '-2'])).toBe(`"a",1,"","'-2"\r\n`);
  });
});

import { describe, expect, it } from 'vitest';
import { toWinAnsi } from '../src/features/orders/win-ansi-text.ts';

describe('toWinAnsi', () => {
  it('keeps what Helvetica draws: Latin-1 and Windows-1252’s extras such as € – — “ ”', () => {
    const drawable = 'Crème brûlée, Straße 5 — “fast” €1,234 ‰ Œuvre ñ Ø';
    expect(toWinAnsi(drawable)).toBe(drawable);
  });

  it('drops accents Helvetica lacks, and shows any other character as one "?"', () => {
    expect(toWinAnsi('Łódź, Kraków ő')).toBe('?ódz, Kraków o');
    expect(toWinAnsi('王小明 😀 ✓')).toBe('??? ? ?');
  });

  it('keeps line ends as one newline and turns other spacing into spaces', () => {
    expect(toWinAnsi('12 Spoke Street\r\nGearton\rUK\tEast')).toBe('12 Spoke Street\nGearton\nUK East');
  });
});

import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDeadline, formatUsd } from './format.ts';

const intlUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

describe('formatUsd', () => {
  it('writes dollars as Intl does for US dollars', () => {
    const amounts = [0, 0.5, 1, 9.2, 10, 99.99, 999.995, 1000, 1234.5, 12_345.678, 1_000_000, 123_456_789.01];
    // Not -0, which Intl writes "-$0.00": no amount the shop shows is negative zero.
    for (const amount of [...amounts, ...amounts.filter(Boolean).map((amount) => -amount)]) {
      expect(formatUsd(amount)).toBe(intlUsd.format(amount));
    }
  });

  it('rounds to the cent as Intl does', () => {
    for (let tenthsOfCents = 0; tenthsOfCents < 50_000; tenthsOfCents += 1) {
      const amount = tenthsOfCents / 1000;
      expect(formatUsd(amount)).toBe(intlUsd.format(amount));
    }
  });
});

describe('formatDateTime', () => {
  it('writes a timestamp with its date and time', () => {
    expect(formatDateTime('2026-11-20T10:00:00.000Z')).toMatch(/^Nov 2\d, 2026, \d{1,2}:\d{2}\s[AP]M$/);
  });
});

describe('formatDeadline', () => {
  const now = new Date('2026-11-20T10:00:00.000Z');
  it('writes a time today as the time alone, another day with its date', () => {
    const later = new Date(now.getTime() + 30 * 60_000).toISOString();
    const nextDay = new Date(now.getTime() + 26 * 3_600_000).toISOString();
    expect(formatDeadline(later, now)).toMatch(/^\d{1,2}:\d{2}\s[AP]M$/);
    expect(formatDeadline(nextDay, now)).toBe(formatDateTime(nextDay));
  });
});

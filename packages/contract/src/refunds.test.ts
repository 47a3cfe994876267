import { describe, expect, it } from 'vitest';
import { piecesRefundCents } from './refunds.ts';

describe('piecesRefundCents', () => {
  const chain = { unitCents: 750, qty: 3, taxOnTopCents: 91 };

  it('gives back the price of the pieces and their share of the tax, half up', () => {
    // 91 × 1/3 = 30.33 → 30; 91 × 2/3 = 60.67 → 61.
    expect(piecesRefundCents(chain, 0, 1)).toBe(750 + 30);
    expect(piecesRefundCents(chain, 0, 2)).toBe(1500 + 61);
  });

  it('gives back the whole tax of a line however its pieces are refunded', () => {
    for (const splits of [[1, 1, 1], [2, 1], [1, 2], [3]]) {
      let before = 0;
      let total = 0;
      for (const pieces of splits) {
        total += piecesRefundCents(chain, before, pieces);
        before += pieces;
      }
      expect(total).toBe(750 * 3 + 91);
    }
  });

  it('gives back the price alone when the tax was in the prices', () => {
    expect(piecesRefundCents({ ...chain, taxOnTopCents: 0 }, 1, 2)).toBe(1500);
  });
});

import { describe, expect, it } from 'vitest';
import { tierProblem, unitPriceFor } from './price-tiers.ts';

const part = {
  price: 10,
  minimumQty: 1,
  tiers: [
    { minQty: 50, price: 9.2 },
    { minQty: 200, price: 8.5 },
  ],
};

describe('unitPriceFor', () => {
  it.each([
    [1, 10],
    [49, 10],
    [50, 9.2],
    [199, 9.2],
    [200, 8.5],
    [5000, 8.5],
  ])('prices %i pieces at %d each', (qty, price) => {
    expect(unitPriceFor(part, qty)).toBe(price);
  });

  it('prices a part without tiers at its base price, whatever the quantity', () => {
    expect(unitPriceFor({ price: 12.5, tiers: [] }, 10_000)).toBe(12.5);
  });

  it('works in cents as well as in dollars', () => {
    expect(unitPriceFor({ price: 1000, tiers: [{ minQty: 50, price: 920 }] }, 50)).toBe(920);
  });
});

describe('tierProblem', () => {
  it('finds nothing wrong with rising quantities and falling prices above the minimum', () => {
    expect(tierProblem(part)).toBeUndefined();
    expect(tierProblem({ ...part, tiers: [] })).toBeUndefined();
  });

  it.each([
    [{ minimumQty: 50 }, ['tiers', 0, 'minQty'], 'must be above the minimum order quantity (50)'],
    [{ price: 9.2 }, ['tiers', 0, 'price'], 'must be below the base price ($9.20)'],
    [
      { tiers: [part.tiers[0], { minQty: 40, price: 8 }] },
      ['tiers', 1, 'minQty'],
      'must be above the tier before (50)',
    ],
    [
      { tiers: [part.tiers[0], { minQty: 60, price: 9.5 }] },
      ['tiers', 1, 'price'],
      'must be below the tier before ($9.20)',
    ],
  ])('with %j refuses %j: %s', (change, path, message) => {
    expect(tierProblem({ ...part, ...change } as typeof part)).toEqual({ path, message });
  });
});

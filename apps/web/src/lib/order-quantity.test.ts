import { describe, expect, it } from 'vitest';
import { orderTotal, quantityProblem, sumOfAmounts } from './order-quantity.ts';

const limits = { minimumQty: 5, availableQty: 40 };

describe('quantityProblem', () => {
  it('accepts the bounds themselves', () => {
    expect(quantityProblem(5, limits)).toBeNull();
    expect(quantityProblem(40, limits)).toBeNull();
  });

  it('asks for more below the minimum and for less above the stock', () => {
    expect(quantityProblem(4, limits)).toBe('Order More than 4');
    expect(quantityProblem(41, limits)).toBe('Order Less than 41');
  });

  it('asks for a whole number when the field is empty or fractional', () => {
    expect(quantityProblem(Number.NaN, limits)).toBe('Quantity must be a whole number');
    expect(quantityProblem(5.5, limits)).toBe('Quantity must be a whole number');
  });

  it('says a part whose stock is below its minimum is sold out', () => {
    expect(quantityProblem(5, { minimumQty: 5, availableQty: 4 })).toBe('This part is sold out');
  });
});

describe('orderTotal', () => {
  it('multiplies in cents', () => {
    expect(orderTotal(3, 19.99)).toBe(59.97);
  });
});

describe('sumOfAmounts', () => {
  it('adds in cents', () => {
    expect(sumOfAmounts([0.1, 0.2, 59.97])).toBe(60.27);
    expect(sumOfAmounts([])).toBe(0);
  });
});

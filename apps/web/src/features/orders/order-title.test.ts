import { describe, expect, it } from 'vitest';
import { anOrder } from '../../test/orders.ts';
import { orderContents, orderTitle } from './order-title.ts';

describe('orderTitle and orderContents', () => {
  it('name a one-part order by its part and quantity', () => {
    const order = anOrder();
    expect(orderTitle(order)).toBe('Carbon Crankset');
    expect(orderContents(order)).toBe('6 × Carbon Crankset');
  });

  it('name an order of several parts by the first "and N more"', () => {
    const order = anOrder({ lineCount: 3 });
    expect(orderTitle(order)).toBe('Carbon Crankset and 2 more');
    expect(orderContents(order)).toBe('Carbon Crankset and 2 more');
  });
});

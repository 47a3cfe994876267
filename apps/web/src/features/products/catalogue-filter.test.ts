import { describe, expect, it } from 'vitest';
import { readCatalogueFilter } from './catalogue-filter.ts';

const read = (query: string) => readCatalogueFilter(new URLSearchParams(query));

describe('readCatalogueFilter', () => {
  it('reads the price range, in stock and each specification value once', () => {
    expect(read('price=50-100&stock=in&spec=material:Steel&spec=speeds:11&spec=material:Steel')).toEqual({
      q: undefined,
      sort: 'oldest',
      price: '50-100',
      stock: 'in',
      spec: ['material:Steel', 'speeds:11'],
    });
  });

  it('leaves out nonsense filters and an empty price (the form’s Any price)', () => {
    expect(read('price=&stock=yes&spec=nocolon&spec=Bad Key:1&spec=material:')).toEqual({
      q: undefined,
      sort: 'oldest',
      price: undefined,
      stock: undefined,
      spec: undefined,
    });
  });
});

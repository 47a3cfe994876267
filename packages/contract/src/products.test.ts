import { describe, expect, it } from 'vitest';
import { newProductSchema } from './products.ts';

const valid = {
  name: 'Forge 2x11 Road Crankset',
  img: '/images/products/crankset.svg',
  ShortDescription: 'Hollow-forged arms.',
  price: 189.99,
  availableQty: 640,
  minimumQty: 10,
};

const issueOf = (input: unknown) => {
  const result = newProductSchema.safeParse(input);
  const issue = result.error?.issues[0];
  return issue && { field: issue.path.join('.'), message: issue.message };
};

describe('newProductSchema', () => {
  it('accepts a product and trims its texts', () => {
    expect(newProductSchema.parse({ ...valid, name: '  Forge  ' })).toEqual({ ...valid, name: 'Forge' });
  });

  it.each([0, 5, 10])(
    'accepts a part with %i in stock and a minimum of 10: it is listed as Sold out',
    (stock) => {
      expect(newProductSchema.safeParse({ ...valid, availableQty: stock, minimumQty: 10 }).success).toBe(
        true,
      );
    },
  );

  it.each([
    [{ minimumQty: 0 }, 'minimumQty', 'must be at least 1'],
    [{ availableQty: -1 }, 'availableQty', 'must not be negative'],
    [{ availableQty: 2.5 }, 'availableQty', 'must be a whole number'],
    [{ availableQty: undefined }, 'availableQty', 'is required'],
    [{ price: 12.345 }, 'price', 'must have at most two decimals'],
    [{ name: '   ' }, 'name', 'is required'],
    [{ name: undefined }, 'name', 'is required'],
    [{ name: 'x'.repeat(121) }, 'name', 'must be at most 120 characters'],
    [{ ShortDescription: 'x'.repeat(1001) }, 'ShortDescription', 'must be at most 1000 characters'],
    [{ img: 'javascript:alert(1)' }, 'img', 'must be an http(s) link or a path starting with /'],
    [{ img: '' }, 'img', 'is required'],
  ])('rejects %j on %s: %s', (change, field, message) => {
    expect(issueOf({ ...valid, ...change })).toEqual({ field, message });
  });

  it('accepts an image on another site', () => {
    expect(newProductSchema.safeParse({ ...valid, img: 'https://cdn.example.com/crank.png' }).success).toBe(
      true,
    );
  });
});

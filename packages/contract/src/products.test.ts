import { describe, expect, it } from 'vitest';
import { newProductSchema, productChangesSchema, productDetailsSchema } from './products.ts';

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
    [{ weightGrams: -1 }, 'weightGrams', 'must not be negative'],
    [{ weightGrams: 1.5 }, 'weightGrams', 'must be a whole number of grams'],
    [{ weightGrams: 'x' }, 'weightGrams', 'must be a whole number of grams'],
    [{ weightGrams: Number.NaN }, 'weightGrams', 'must be a whole number of grams'],
    [{ weightGrams: 1_000_001 }, 'weightGrams', 'must be at most 1000000'],
  ])('rejects %j on %s: %s', (change, field, message) => {
    expect(issueOf({ ...valid, ...change })).toEqual({ field, message });
  });

  it('takes a weight in whole grams up to 1000 kg, and leaves it out when not given (stored as 0)', () => {
    expect(newProductSchema.parse({ ...valid, weightGrams: 280 }).weightGrams).toBe(280);
    expect(newProductSchema.parse({ ...valid, weightGrams: 0 }).weightGrams).toBe(0);
    expect(newProductSchema.parse({ ...valid, weightGrams: 1_000_000 }).weightGrams).toBe(1_000_000);
    expect(newProductSchema.parse(valid).weightGrams).toBeUndefined();
  });

  it('accepts an image on another site', () => {
    expect(newProductSchema.safeParse({ ...valid, img: 'https://cdn.example.com/crank.png' }).success).toBe(
      true,
    );
  });
});

describe('a part’s weight when edited', () => {
  it('is optional in a change and refused there when not whole grams', () => {
    expect(productChangesSchema.parse({ weightGrams: 750 })).toEqual({ weightGrams: 750 });
    expect(productChangesSchema.parse({ name: 'Forge' }).weightGrams).toBeUndefined();
    expect(productChangesSchema.safeParse({ weightGrams: 1.5 }).error?.issues[0]).toMatchObject({
      path: ['weightGrams'],
      message: 'must be a whole number of grams',
    });
  });

  it('is asked for by the edit form, which always shows the part’s weight', () => {
    const { availableQty: _stock, ...details } = valid;
    expect(productDetailsSchema.safeParse({ ...details, tiers: [] }).error?.issues[0]).toMatchObject({
      path: ['weightGrams'],
      message: 'is required',
    });
  });
});

describe('a part’s price tiers', () => {
  const tiers = [
    { minQty: 50, price: 180 },
    { minQty: 200, price: 170 },
  ];

  it('are optional on a new part and kept as given', () => {
    expect(newProductSchema.parse({ ...valid, tiers }).tiers).toEqual(tiers);
    expect(newProductSchema.parse(valid).tiers).toBeUndefined();
  });

  it.each([
    [[{ minQty: 10, price: 180 }], 'tiers.0.minQty', 'must be above the minimum order quantity (10)'],
    [[{ minQty: 50, price: 189.99 }], 'tiers.0.price', 'must be below the base price ($189.99)'],
    [[{ minQty: 50, price: -1 }], 'tiers.0.price', 'must not be negative'],
    [[tiers[1], tiers[0]], 'tiers.1.minQty', 'must be above the tier before (200)'],
    [
      Array.from({ length: 6 }, (_, index) => ({ minQty: 20 + index, price: 100 - index })),
      'tiers',
      'must hold at most 5 tiers',
    ],
  ])('refuse %j on %s: %s', (bad, field, message) => {
    expect(issueOf({ ...valid, tiers: bad })).toEqual({ field, message });
  });

  it('are judged against the edited price and minimum in the edit form', () => {
    const { availableQty: _stock, ...details } = {
      ...valid,
      weightGrams: 780,
      status: 'active',
      moreImages: [],
    };
    const result = productDetailsSchema.safeParse({ ...details, price: 175, tiers });
    expect(result.error?.issues[0]?.path).toEqual(['tiers', 0, 'price']);
    expect(productDetailsSchema.safeParse({ ...details, tiers: [] }).success).toBe(true);
  });

  it('are replaced as a whole by an edit, and checked against the part by the server', () => {
    expect(productChangesSchema.parse({ tiers: [] })).toEqual({ tiers: [] });
    expect(productChangesSchema.safeParse({ tiers: [{ minQty: 1, price: 1 }] }).success).toBe(false);
  });
});

describe('the items of a list in the catalogue’s CSV', () => {
  it('refuse a semicolon, which would split a picture’s link in two on the way back', () => {
    expect(issueOf({ ...valid, img: 'https://cdn.example/crank.svg;v=2' })).toEqual({
      field: 'img',
      message: 'must not contain a semicolon (;), which separates the items of a list',
    });
  });
});

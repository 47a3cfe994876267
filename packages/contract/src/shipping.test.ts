import { describe, expect, it } from 'vitest';
import {
  deliveryEstimate,
  shippingMethodInputSchema,
  shippingPriceCents,
  shippingZoneInputSchema,
} from './shipping.ts';

const byWeight = {
  basis: 'weight' as const,
  rates: [
    { upTo: 1000, priceCents: 695 },
    { upTo: 5000, priceCents: 1295 },
  ],
  freeAboveCents: 15_000,
};

describe('shippingPriceCents', () => {
  it('takes the first bracket the goods fit, bounds included', () => {
    expect(shippingPriceCents(byWeight, { weightGrams: 0, goodsCents: 100 })).toBe(695);
    expect(shippingPriceCents(byWeight, { weightGrams: 1000, goodsCents: 100 })).toBe(695);
    expect(shippingPriceCents(byWeight, { weightGrams: 1001, goodsCents: 100 })).toBe(1295);
  });

  it('does not take goods above the last bounded bracket, even when they would ship free', () => {
    expect(shippingPriceCents(byWeight, { weightGrams: 5001, goodsCents: 100 })).toBeNull();
    expect(shippingPriceCents(byWeight, { weightGrams: 5001, goodsCents: 20_000 })).toBeNull();
  });

  it('ships free from the threshold on, and takes anything with an open last bracket', () => {
    expect(shippingPriceCents(byWeight, { weightGrams: 10, goodsCents: 14_999 })).toBe(695);
    expect(shippingPriceCents(byWeight, { weightGrams: 10, goodsCents: 15_000 })).toBe(0);
    const byValue = {
      basis: 'value' as const,
      rates: [
        { upTo: 5000, priceCents: 900 },
        { upTo: null, priceCents: 400 },
      ],
      freeAboveCents: null,
    };
    expect(shippingPriceCents(byValue, { weightGrams: 999_999, goodsCents: 5000 })).toBe(900);
    expect(shippingPriceCents(byValue, { weightGrams: 0, goodsCents: 5001 })).toBe(400);
  });
});

const method = {
  name: 'Standard',
  basis: 'weight',
  rates: [{ upTo: 1000, price: 6.95 }],
  minDays: 2,
  maxDays: 4,
};
const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('the shipping schemas', () => {
  it('take a method with ascending brackets and an open last one', () => {
    const rates = [
      { upTo: 1000, price: 6.95 },
      { upTo: null, price: 20 },
    ];
    expect(shippingMethodInputSchema.safeParse({ ...method, rates }).success).toBe(true);
  });

  it('name the bracket out of order, an open bracket before the last, grams with decimals, dollars with more than cents and fewer days', () => {
    const check = (changes: object) => issues(shippingMethodInputSchema.safeParse({ ...method, ...changes }));
    const outOfOrder = 'must be more than the rate before, and only the last rate may have no limit';
    expect(
      check({
        rates: [
          { upTo: 1000, price: 1 },
          { upTo: 1000, price: 2 },
        ],
      }),
    ).toEqual([`rates.1.upTo: ${outOfOrder}`]);
    expect(
      check({
        rates: [
          { upTo: null, price: 1 },
          { upTo: 2000, price: 2 },
        ],
      }),
    ).toEqual([`rates.1.upTo: ${outOfOrder}`]);
    expect(check({ rates: [{ upTo: 10.5, price: 1 }] })).toEqual(['rates.0.upTo: must be whole grams']);
    expect(check({ basis: 'value', rates: [{ upTo: 99.99, price: 1 }] })).toBeUndefined();
    expect(check({ basis: 'value', rates: [{ upTo: 99.995, price: 1 }] })).toEqual([
      'rates.0.upTo: must have at most two decimals',
    ]);
    expect(check({ minDays: 5, maxDays: 2 })).toEqual(['maxDays: must not be less than the fewest days']);
    expect(check({ rates: [] })).toEqual(['rates: must have at least one rate']);
  });

  it('take a region from its country’s list only, and each area and method name once', () => {
    const zone = { name: 'East coast', areas: [{ country: 'US', region: 'NY' }], methods: [method] };
    expect(shippingZoneInputSchema.safeParse(zone).success).toBe(true);
    expect(
      issues(shippingZoneInputSchema.safeParse({ ...zone, areas: [{ country: 'US', region: 'XX' }] })),
    ).toEqual(['areas.0.region: must be a US state from the list']);
    expect(
      issues(shippingZoneInputSchema.safeParse({ ...zone, areas: [{ country: 'DE', region: 'BY' }] })),
    ).toEqual(['areas.0.region: must be left empty for this country']);
    const twice = {
      ...zone,
      areas: [zone.areas[0], zone.areas[0]],
      methods: [method, { ...method, name: 'standard' }],
    };
    expect(issues(shippingZoneInputSchema.safeParse(twice))).toEqual([
      'areas.1: is named twice',
      'methods.1.name: is taken by another method',
    ]);
  });
});

describe('deliveryEstimate', () => {
  it('says the days in words', () => {
    expect(deliveryEstimate(2, 4)).toBe('2–4 business days');
    expect(deliveryEstimate(1, 1)).toBe('1 business day');
    expect(deliveryEstimate(0, 0)).toBe('Ships today');
  });
});

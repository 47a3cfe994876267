import type { Product, ProductDetail } from '@crankworks/contract';

/** A part of the catalogue as the API returns it (the one `anOrder` is for); override what a test is about. */
export function aProduct(overrides: Partial<Product> = {}): Product {
  return {
    _id: '7b0c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3',
    name: 'Carbon Crankset',
    img: '/images/crankset.webp',
    ShortDescription: 'A stiff, light crankset.',
    price: 19.99,
    availableQty: 40,
    minimumQty: 5,
    weightGrams: 750,
    status: 'active',
    ...overrides,
  };
}

/** A part as its own page reads it: with its price tiers (none unless given). */
export function aProductDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return { ...aProduct(), moreImages: [], tiers: [], categories: [], specs: [], ...overrides };
}

import { soleVariantOf, type Product, type ProductDetail, type ProductFacets } from '@crankworks/contract';
import { jsonResponse, stubFetch } from './render.tsx';

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
    options: [],
    ...overrides,
  };
}

/** A part as its own page reads it: with its price tiers (none unless given), its one variant itself. */
export function aProductDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  const product = aProduct(overrides);
  return {
    ...product,
    moreImages: [],
    tiers: [],
    categories: [],
    specs: [],
    variants: [{ ...soleVariantOf(product), sku: 'CW-0A1B2C3D4E' }],
    ...overrides,
  };
}

/** The counts of a catalogue page's filters, offering none unless given. */
export function aFacets(overrides: Partial<ProductFacets> = {}): ProductFacets {
  return { total: 0, categories: [], prices: [], inStock: 0, specs: [], ...overrides };
}

/**
 * Replaces global fetch for a catalogue page's test: the filters' counts (GET /api/products/facets)
 * are `facets`, every other request is `handler`'s. Undo with vi.unstubAllGlobals().
 */
export const stubCatalogueFetch = (
  handler: (url: string, init?: RequestInit) => Response | Promise<Response>,
  facets = aFacets(),
) =>
  stubFetch((url, init) =>
    url.startsWith('/api/products/facets') ? jsonResponse(facets) : handler(url, init),
  );

/**
 * The catalogue's plain rules and words, without zod: the home page's first load reads them (its
 * URL's sort, Sold out) and must not pull in the schemas.
 */

/** A part is sold out when its stock no longer covers its minimum order: nobody can order it. */
export const isSoldOut = (product: { availableQty: number; minimumQty: number }) =>
  product.availableQty < product.minimumQty;

/**
 * The catalogue's orders: `oldest` (the shop's own order, the default), `newest`, and by price.
 */
export const PRODUCT_SORTS = ['oldest', 'newest', 'price-asc', 'price-desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const isProductSort = (value: unknown): value is ProductSort =>
  PRODUCT_SORTS.includes(value as ProductSort);
/** The longest catalogue search. */
export const MAX_PRODUCT_SEARCH = 100;

/** Answers about a product's stock that are ours, not the original shop's. */
export const productMessages = {
  soldOut: 'Sold out',
  saved: (name: string) => `${name} saved`,
  restocked: (name: string, now: number) => `${name} restocked: ${now} pcs in stock`,
  stockSet: (name: string, now: number) => `${name}: ${now} pcs in stock`,
  stockChanged: (now: number) =>
    `The stock changed meanwhile (orders or another admin): it is now ${now}. Check it and save again.`,
  stockTooLarge: 'The stock would be above 1000000',
} as const;

/**
 * The catalogue's price filter (decision 076): ranges of the base price in dollars, each from its
 * `min` up to below its `max` (none: no upper end), named in the URL by `value` (`?price=50-100`).
 */
export const PRICE_RANGES = [
  { value: '0-25', min: 0, max: 25, label: 'Under $25' },
  { value: '25-50', min: 25, max: 50, label: '$25 to $50' },
  { value: '50-100', min: 50, max: 100, label: '$50 to $100' },
  { value: '100-250', min: 100, max: 250, label: '$100 to $250' },
  { value: '250-', min: 250, max: null, label: '$250 and up' },
] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];
export type PriceRangeValue = PriceRange['value'];
export const isPriceRange = (value: unknown): value is PriceRangeValue =>
  PRICE_RANGES.some((range) => range.value === value);

/** The URL's value of the in-stock filter (`?stock=in`): only parts one can order now. */
export const IN_STOCK = 'in';

/** The most specification values one catalogue page is filtered by. */
export const MAX_SPEC_FILTERS = 20;

/** A specification filter: the parts whose specification `key` has the value (`?spec=crank-length:172.5`). */
export interface SpecFilter {
  key: string;
  value: string;
}

/** A specification's key: lower-case letters, digits and dashes, as made from its name. */
export const SPEC_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Reads `key:value` as a specification filter; null for anything else. */
export function readSpecFilter(text: string): SpecFilter | null {
  const colon = text.indexOf(':');
  if (colon < 1) return null;
  const key = text.slice(0, colon);
  const value = text.slice(colon + 1).trim();
  return SPEC_KEY_PATTERN.test(key) && value ? { key, value } : null;
}

/** How a specification filter is written in the URL. */
export const specFilterText = ({ key, value }: SpecFilter) => `${key}:${value}`;

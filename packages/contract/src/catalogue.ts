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

// The products feature (the catalogue): what other parts of the server may use.
export { productRoutes } from './routes.ts';
export {
  dropFromCarts,
  findProduct,
  findProducts,
  partColumns,
  type PricedPart,
  type ProductRow,
} from './queries.ts';
export { tiersOfPart } from './price-tiers.ts';
export { shareWithVariants } from './update-product.ts';
export { returnStock } from './stock.ts';
export { PartCache } from './part-cache.ts';
export { CatalogueWords } from './catalogue-words.ts';
export { CatalogueSize } from './catalogue-size.ts';
export { FacetCounts } from './facet-counts.ts';

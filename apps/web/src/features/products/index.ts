/** What other parts of the app may use of the catalogue: its queries, its URL filter and the parts list. */
export { useProduct } from './api/get-product.ts';
export { useProducts } from './api/get-products.ts';
export { productKeys } from './api/product-keys.ts';
export { useListedPlaceholder } from './api/listed-product.ts';
export { useCatalogueFilter } from './catalogue-filter.ts';
export { ProductList } from './components/product-list.tsx';
export { productQueryOptions } from './api/get-product.ts';
export {
  getProductsQueryOptions,
  PRODUCT_PAGE_SIZE,
  productPageQuery,
  productPagesOptions,
  type ProductPageParams,
} from './api/get-products.ts';
export { readCatalogueFilter, readCataloguePages } from './catalogue-filter.ts';
export { facetsQueryOptions } from './api/get-facets.ts';

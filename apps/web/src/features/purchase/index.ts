/** What other parts of the app may use of the purchase page: the part it sells, as a query. */
export { getPurchaseProductQueryOptions } from './api/get-purchase-product.ts';

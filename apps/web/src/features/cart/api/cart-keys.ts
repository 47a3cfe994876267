import { queryKeysFactory } from '../../../lib/query-key-factory.ts';

/**
 * The carts kept by the server: `detail(email)` is a signed-in customer's. A visitor's cart lives in
 * his browser (browser-cart-store.ts), outside the query cache.
 */
export const cartKeys = queryKeysFactory<never>('cart');

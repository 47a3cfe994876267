/**
 * What other parts of the app may use of the cart: Add to cart, Put back in cart (an expired order's)
 * and the nav's count. All are light; the cart's rules and schemas load with its pages or at the first
 * click, never with a page's first load.
 */
export { AddToCartButton } from './components/add-to-cart-button.tsx';
export { AddWithQuantity } from './components/add-with-quantity.tsx';
export { PutBackButton } from './components/put-back-button.tsx';
export { useCartCount } from './api/use-cart-count.ts';
export { cartQueryOptions } from './api/get-cart.ts';
export { cartKeys } from './api/cart-keys.ts';
export { clearBrowserCart } from './api/browser-cart-store.ts';

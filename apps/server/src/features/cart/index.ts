// The cart feature: what other parts of the server may use.
export { cartRoutes } from './routes.ts';
export { emptyCartOfPaidOrder } from './paid-cart.ts';

// A name only, no schema: the web app's API client reads it on every page's first load, and a schema
// beside it would bring zod into that load (the home page's script budget caught it).

/** The header that carries an order link's token on the payment calls of a guest's order. */
export const ORDER_LINK_HEADER = 'x-order-link';

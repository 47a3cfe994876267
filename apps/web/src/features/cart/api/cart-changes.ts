import { cartMessages, MAX_CART_LINES, type Cart, type SessionUser } from '@crankworks/contract';
import type { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { quantityProblem } from '../../../lib/order-quantity.ts';
import { sessionQueryOptions } from '../../auth/index.ts';
import { productQueryOptions } from '../../products/index.ts';
import { dismissBrowserDroppedParts, readBrowserCart, saveBrowserCart } from './browser-cart.ts';
import { cartQueryOptions } from './get-cart.ts';
import { dismissDroppedParts, removeCartLine } from './remove-cart-line.ts';
import { setCartLine } from './set-cart-line.ts';

/** What can be done to a cart. A refusal throws an ApiRequestError with the field it concerns. */
export interface CartChanges {
  /** Puts `qty` more pieces of the part in the cart. */
  add: (productId: string, qty: number) => Promise<void>;
  setQty: (productId: string, qty: number) => Promise<void>;
  remove: (productId: string) => Promise<void>;
  /** The reader has read which parts the shop stopped selling left the cart: the note goes. */
  dismissDropped: () => Promise<void>;
}

/** A signed-in customer's cart: the server checks every change and answers the cart as it now is. */
function serverCartChanges(queryClient: QueryClient, email: string): CartChanges {
  const options = cartQueryOptions(email);
  const keep = (cart: Cart) => void queryClient.setQueryData(options.queryKey, cart);
  return {
    add: async (productId, qty) => {
      const cart = await queryClient.ensureQueryData(options);
      const held = cart.lines.find((line) => line.productId === productId)?.qty ?? 0;
      keep(await setCartLine(productId, held + qty));
    },
    setQty: async (productId, qty) => keep(await setCartLine(productId, qty)),
    remove: async (productId) => keep(await removeCartLine(productId)),
    dismissDropped: async () => keep(await dismissDroppedParts()),
  };
}

/** Refused as the server refuses a customer's change, so that pages show both alike. */
const refusal = (message: string, field: 'qty' | 'cart') => new ApiRequestError(400, message, field);

/** A visitor's cart, kept in this browser: checked by the server's rules against the part as it is now. */
function browserCartChanges(queryClient: QueryClient): CartChanges {
  const put = async (productId: string, newQty: (held: number) => number) => {
    const part = await queryClient.fetchQuery(productQueryOptions(productId));
    const lines = readBrowserCart();
    const held = lines.find((line) => line.productId === productId);
    if (!held && lines.length >= MAX_CART_LINES) throw refusal(cartMessages.full, 'cart');
    const qty = newQty(held?.qty ?? 0);
    const problem = quantityProblem(qty, part);
    if (problem) throw refusal(problem, 'qty');
    const line = { productId, qty, name: part.name };
    saveBrowserCart(held ? lines.map((kept) => (kept === held ? line : kept)) : [...lines, line]);
  };
  return {
    add: (productId, qty) => put(productId, (held) => held + qty),
    setQty: (productId, qty) => put(productId, () => qty),
    remove: async (productId) =>
      saveBrowserCart(readBrowserCart().filter((line) => line.productId !== productId)),
    dismissDropped: async () => dismissBrowserDroppedParts(),
  };
}

/** The changes to the cart of whoever is signed in (`user`), or of this browser's visitor. */
export const cartChanges = (queryClient: QueryClient, user: SessionUser | null): CartChanges =>
  user ? serverCartChanges(queryClient, user.email) : browserCartChanges(queryClient);

/** Add to cart from a control that does not follow the session: it is read (from the cache, mostly) now. */
export async function addToCart(queryClient: QueryClient, productId: string, qty: number) {
  const user = await queryClient.fetchQuery(sessionQueryOptions());
  await cartChanges(queryClient, user).add(productId, qty);
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSession } from '../../auth/index.ts';
import { cartChanges } from './cart-changes.ts';
import type { CartView } from './cart-view.ts';
import { cartQueryOptions } from './get-cart.ts';
import { useBrowserCart } from './use-browser-cart.ts';

/**
 * The cart of whoever is here, and its changes (`add`, `setQty`, `remove`): the server's for a
 * signed-in customer, this browser's for a visitor. The nav's count and Add to cart reach the same
 * cart with less code (use-cart-count.ts, cart-changes.ts loaded at the click).
 */
export function useCart() {
  const session = useSession();
  const { user } = session;
  const queryClient = useQueryClient();
  const server = useQuery({ ...cartQueryOptions(user?.email ?? ''), enabled: Boolean(user) });
  const browser = useBrowserCart(user === null);
  const changes = useMemo(() => cartChanges(queryClient, user ?? null), [queryClient, user]);

  let view: CartView = { status: 'pending' };
  if (user === null) view = browser;
  else if (user && server.data) view = { status: 'success', cart: server.data };
  else if (user && server.isError)
    view = { status: 'error', error: server.error, retry: () => void server.refetch() };
  else if (session.isError)
    view = { status: 'error', error: session.error, retry: () => void session.refetch() };

  return { view, signedIn: Boolean(user), ...changes };
}

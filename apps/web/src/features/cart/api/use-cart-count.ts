import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSession } from '../../auth/index.ts';
import { useBrowserCartText } from './browser-cart-store.ts';
import { cartQueryOptions } from './get-cart.ts';

/** The pieces in this browser's cart, read with its schema, which loads only when there is a cart. */
function useBrowserCartCount(visitor: boolean) {
  const text = useBrowserCartText();
  const [counted, setCounted] = useState<number>();
  useEffect(() => {
    if (!visitor || !text) return;
    let current = true;
    void import('./browser-cart.ts').then(({ parseBrowserCart, piecesIn }) => {
      if (current) setCounted(piecesIn(parseBrowserCart(text)));
    });
    return () => {
      current = false;
    };
  }, [visitor, text]);
  if (text === undefined) return undefined;
  return text === null ? 0 : counted;
}

/**
 * The pieces in the cart of whoever is here: the server's count for a signed-in customer, the
 * browser's for a visitor. Undefined until known, which a page the server rendered only is once
 * hydrated: its HTML cannot hold a count the server does not know.
 */
export function useCartCount(): number | undefined {
  const { user } = useSession();
  const serverCount = useQuery({
    ...cartQueryOptions(user?.email ?? ''),
    enabled: Boolean(user),
    select: (cart) => cart.count,
  }).data;
  const browserCount = useBrowserCartCount(user === null);
  if (user === undefined) return undefined;
  return user ? serverCount : browserCount;
}

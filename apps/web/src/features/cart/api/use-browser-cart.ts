import {
  asChosenPart,
  nearTierFor,
  unitPriceFor,
  type CartLine,
  type ProductDetail,
  type StoredCartLine,
  variantOf,
} from '@crankworks/contract';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { orderTotal, sumOfAmounts } from '../../../lib/order-quantity.ts';
import { productQueryOptions } from '../../products/index.ts';
import {
  noteDroppedParts,
  parseBrowserCart,
  parseDroppedParts,
  piecesIn,
  readBrowserCart,
  saveBrowserCart,
} from './browser-cart.ts';
import { useBrowserCartText, useDroppedPartsText } from './browser-cart-store.ts';
import type { CartView } from './cart-view.ts';

const isGone = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 404 || error.status === 400);

/**
 * A stored line priced as the server prices it: by the part's tier for the line's quantity. A variant's
 * id reads its product, of which the line is the variant's.
 */
const toCartLine = ({ productId, qty }: StoredCartLine, product: ProductDetail): CartLine =>
  pricedLine(productId, qty, asChosenPart(product, variantOf(product, productId)));

/** The line of `qty` pieces of the part (or variant, decision 078) read. */
const pricedLine = (productId: string, qty: number, part: ProductDetail): CartLine => ({
  productId,
  name: part.name,
  img: part.img,
  price: unitPriceFor(part, qty),
  qty,
  minimumQty: part.minimumQty,
  availableQty: part.availableQty,
  lineTotal: orderTotal(qty, unitPriceFor(part, qty)),
  nearTier: nearTierFor(part, qty),
  // The browser keeps no price: a visitor sees today's at every look.
  priceWas: null,
});

/**
 * A visitor's cart as the server would show it: the stored lines with each part as the catalogue has
 * it now (price, stock). A part that left the catalogue leaves the cart, and is named.
 */
export function useBrowserCart(enabled: boolean): CartView {
  const text = useBrowserCartText();
  const lines = useMemo(() => parseBrowserCart(text), [text]);
  const parts = useQueries({
    queries: lines.map((line) => ({ ...productQueryOptions(line.productId), enabled })),
  });
  // Dropped from the stored cart too, so that the nav's count, which reads only that, agrees.
  const goneKey = lines
    .filter((_line, index) => isGone(parts[index]?.error))
    .map((line) => line.productId)
    .join(' ');
  // Named, when the line kept its part's name, until the visitor dismisses them.
  useEffect(() => {
    if (!goneKey) return;
    const ids = goneKey.split(' ');
    const stored = readBrowserCart();
    const gone = stored.filter((line) => ids.includes(line.productId));
    noteDroppedParts(gone.flatMap((line) => (line.name ? [line.name] : [])));
    saveBrowserCart(stored.filter((line) => !ids.includes(line.productId)));
  }, [goneKey]);
  const droppedText = useDroppedPartsText();

  if (text === undefined || parts.some((part) => part.isPending)) return { status: 'pending' };
  const failed = parts.filter((part) => part.isLoadingError && !isGone(part.error));
  if (failed.length > 0)
    return {
      status: 'error',
      error: failed[0]?.error,
      retry: () => failed.forEach((part) => void part.refetch()),
    };
  const shown = lines.flatMap((line, index) => {
    const part = parts[index]?.data;
    return part ? [toCartLine(line, part)] : [];
  });
  return {
    status: 'success',
    cart: {
      lines: shown,
      count: piecesIn(shown),
      total: sumOfAmounts(shown.map((line) => line.lineTotal)),
      dropped: parseDroppedParts(droppedText),
      // A visitor has no orders: a guest's are reached by their link.
      awaitingPayment: [],
    },
  };
}

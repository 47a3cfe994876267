import { cartMessages, type Cart } from '@crankworks/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryError } from '../../../components/query-error.tsx';
import type { CartView } from '../api/cart-view.ts';

interface LoadedCartProps {
  view: CartView;
  /** The page's view of a cart that holds something. */
  children: (cart: Cart) => ReactNode;
}

/** A cart page's body: a placeholder while the cart loads, why it did not, an empty cart, or the cart. */
export function LoadedCart({ view, children }: LoadedCartProps) {
  if (view.status === 'pending')
    return <div role="status" aria-label="Loading your cart" className="skeleton h-64 w-full" />;
  if (view.status === 'error')
    return <QueryError title="We could not load your cart." error={view.error} onRetry={view.retry} />;
  if (view.cart.lines.length === 0)
    return (
      <div className="alert flex flex-col items-start gap-2">
        <p>{cartMessages.empty}</p>
        <Link to="/#parts" className="btn btn-primary btn-sm">
          Browse the parts
        </Link>
      </div>
    );
  return children(view.cart);
}

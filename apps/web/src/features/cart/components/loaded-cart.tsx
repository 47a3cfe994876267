import { cartMessages, type Cart } from '@crankworks/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryError } from '../../../components/query-error.tsx';
import { loginPathFor } from '../../auth/index.ts';
import type { CartChanges } from '../api/cart-changes.ts';
import type { CartView } from '../api/cart-view.ts';
import { CartNotices } from './cart-notices.tsx';

interface LoadedCartProps extends Pick<CartChanges, 'dismissDropped'> {
  view: CartView;
  /** The page's view of a cart that holds something. */
  children: (cart: Cart) => ReactNode;
}

/**
 * A cart page's body: a placeholder while the cart loads, why it did not, or what the cart has to say
 * and then an empty cart or the cart.
 */
export function LoadedCart({ view, dismissDropped, children }: LoadedCartProps) {
  // The server renders a visitor's cart this way (his lines are in his browser's storage): a browser
  // without scripts, or whose scripts failed to load, stops here and is told why.
  if (view.status === 'pending')
    return (
      <div role="status" aria-label="Loading your cart" className="flex flex-col gap-3">
        <div className="skeleton h-64 w-full" />
        <p className="text-sm">
          A cart kept without signing in lives in this browser and needs JavaScript: should it not appear,
          turn JavaScript on, or{' '}
          <Link to={loginPathFor('/cart')} className="link">
            sign in
          </Link>{' '}
          to keep your cart with your account.
        </p>
      </div>
    );
  if (view.status === 'error')
    return <QueryError title="We could not load your cart." error={view.error} onRetry={view.retry} />;
  const { cart } = view;
  return (
    <>
      <CartNotices cart={cart} dismissDropped={dismissDropped} />
      {cart.lines.length === 0 ? (
        <div className="alert flex flex-col items-start gap-2">
          <p>{cartMessages.empty}</p>
          <Link to="/#parts" className="btn btn-primary btn-sm">
            Browse the parts
          </Link>
        </div>
      ) : (
        children(cart)
      )}
    </>
  );
}

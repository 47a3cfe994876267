import { cartMessages, type Cart } from '@crankworks/contract';
import { useRef } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { FormFailureNotice } from '../../../components/form-failure-notice.tsx';
import { formatUsd } from '../../../lib/format.ts';
import { loginPathFor } from '../../auth/index.ts';
import { everyLineFits } from '../api/line-changes.ts';
import { useCart } from '../api/use-cart.ts';
import { CartLineItem } from '../components/cart-line-item.tsx';
import { LoadedCart } from '../components/loaded-cart.tsx';
import type { CartNotice } from '../components/put-back-button.tsx';

/** /cart (public): the parts in the cart, their quantities to change, the total and Checkout. */
export function Component() {
  const { view, signedIn, setQty, remove, dismissDropped } = useCart();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const arrived = useLocation().state as Partial<CartNotice> | null;
  // Add to cart posted as plain HTML (features/page-forms on the server) comes here when it is done.
  const added = useSearchParams()[0].get('done') === 'added';
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
      <DocumentTitle title="Your cart" />
      <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-bold">
        Your cart
      </h1>
      {arrived?.notice && (
        <p role="status" className="alert alert-info">
          {arrived.notice}
        </p>
      )}
      {added && (
        <p role="status" className="alert alert-info">
          Added to your cart.
        </p>
      )}
      <FormFailureNotice title="Your cart did not change" />
      <LoadedCart view={view} dismissDropped={dismissDropped}>
        {(cart) => (
          <>
            <ul aria-label="Parts in your cart" className="flex flex-col">
              {cart.lines.map((line) => (
                <CartLineItem
                  key={line.productId}
                  line={line}
                  changes={{ setQty, remove }}
                  // The Remove button goes with its line: the page's heading takes the focus it had.
                  onRemoved={() => headingRef.current?.focus()}
                />
              ))}
            </ul>
            <CartTotal cart={cart} signedIn={signedIn} />
          </>
        )}
      </LoadedCart>
    </div>
  );
}

/** The total and the way on: a visitor signs in first and comes back to the checkout. */
function CartTotal({ cart, signedIn }: { cart: Cart; signedIn: boolean }) {
  return (
    <section aria-label="Total" className="flex flex-col items-end gap-3">
      <p className="text-xl">
        Total: <span className="font-bold text-primary">{formatUsd(cart.total)}</span>
      </p>
      {everyLineFits(cart.lines) ? (
        <Link to={signedIn ? '/checkout' : loginPathFor('/checkout')} className="btn btn-primary">
          Checkout
        </Link>
      ) : (
        <>
          <button type="button" className="btn btn-primary" disabled>
            Checkout
          </button>
          <p className="text-sm">{cartMessages.fixLines}</p>
        </>
      )}
      {!signedIn && (
        <>
          <p className="text-sm">You sign in first; your cart comes with you.</p>
          {everyLineFits(cart.lines) && (
            <>
              <Link to="/guest-checkout" className="btn btn-outline">
                Check out as a guest
              </Link>
              <p className="text-sm">No account needed: the order and its invoice go to your e-mail.</p>
            </>
          )}
        </>
      )}
    </section>
  );
}

import { Link, Navigate } from 'react-router';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { LinesTable } from '../../../components/lines-table.tsx';
import { loginPathFor } from '../../auth/index.ts';
import { useCart } from '../api/use-cart.ts';
import { GuestCheckoutForm } from '../components/guest-checkout-form.tsx';
import { LoadedCart } from '../components/loaded-cart.tsx';

/** /guest-checkout: a visitor's browser cart, checked out without an account (decision 066). */
export function Component() {
  const { view, signedIn, dismissDropped } = useCart();
  // A signed-in customer's cart is on the server, and his checkout is the account's.
  if (signedIn) return <Navigate to="/checkout" replace />;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <DocumentTitle title="Check out as a guest" />
      <h1 className="text-3xl font-bold">Check out as a guest</h1>
      <p>
        Have an account?{' '}
        <Link to={loginPathFor('/checkout')} className="link">
          Log in to check out
        </Link>
      </p>
      <LoadedCart view={view} dismissDropped={dismissDropped}>
        {(cart) => (
          <div className="grid grid-cols-1 items-start gap-6 md:grid-cols-2">
            <section aria-labelledby="guest-parts" className="card card-border bg-base-100 shadow-sm">
              <div className="card-body">
                <h2 id="guest-parts" className="card-title">
                  Your parts
                </h2>
                <LinesTable label="Parts in your cart" lines={cart.lines} total={cart.total} />
                <Link to="/cart" className="link self-start">
                  Change your cart
                </Link>
              </div>
            </section>
            <GuestCheckoutForm lines={cart.lines.map(({ productId, qty }) => ({ productId, qty }))} />
          </div>
        )}
      </LoadedCart>
    </div>
  );
}

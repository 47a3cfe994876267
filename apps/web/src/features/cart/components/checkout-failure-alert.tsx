import { Link } from 'react-router';
import type { CheckoutFailure } from './checkout-refusal.ts';

/** Why a checkout was refused, above its form; the way back to the cart when the cart is to blame. */
export function CheckoutFailureAlert({ failure }: { failure: CheckoutFailure | null }) {
  if (!failure) return null;
  return (
    <div role="alert" className="alert alert-error alert-soft mt-2 flex flex-col items-start gap-2">
      <p>{failure.message}</p>
      {failure.inCart && (
        <Link to="/cart" className="btn btn-sm btn-outline">
          Back to your cart
        </Link>
      )}
    </div>
  );
}

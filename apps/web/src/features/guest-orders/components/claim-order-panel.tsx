import { guestCheckoutMessages, type OrderDetail } from '@crankworks/contract';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/error-message.ts';
import { loginPathFor, useSession } from '../../auth/index.ts';
import { useClaimOrder } from '../api/claim-order.ts';

interface ClaimOrderPanelProps {
  order: OrderDetail;
  token: string;
  /** This page's path, where signing in or registering comes back to. */
  here: string;
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Keep the order in an account (decision 066): a visitor creates one with the order's e-mail, or signs
 * in; back here signed in with that e-mail, the order is added to his orders at once.
 */
export function ClaimOrderPanel({ order, token, here }: ClaimOrderPanelProps) {
  const { user } = useSession();
  const claim = useClaimOrder();
  const ownEmail = Boolean(user && sameEmail(user.email, order.userEmail));
  const { mutate, isIdle } = claim;
  useEffect(() => {
    if (ownEmail && isIdle) mutate(token);
  }, [ownEmail, isIdle, mutate, token]);

  if (user === undefined) return null;
  if (user === null) {
    const register = `/login?${new URLSearchParams({ mode: 'register', email: order.userEmail, from: here })}`;
    return (
      <section aria-labelledby="keep-order" className="card card-border bg-base-100 p-6 print:hidden">
        <h2 id="keep-order" className="text-xl font-bold">
          Keep this order in an account
        </h2>
        <p>
          Create an account with {order.userEmail} and the order, its invoice and its shipping stay in My
          Orders.
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Link to={register} className="btn btn-primary btn-sm">
            Create an account
          </Link>
          <Link to={loginPathFor(here)} className="btn btn-outline btn-sm">
            Sign in
          </Link>
        </div>
      </section>
    );
  }
  if (!ownEmail)
    return <p className="alert alert-warning alert-soft print:hidden">{guestCheckoutMessages.notYours}</p>;
  if (claim.isError) return <p className="alert alert-error alert-soft">{errorMessage(claim.error)}</p>;
  if (!claim.isSuccess) return <p role="status">Adding the order to your account…</p>;
  return (
    <p
      role="status"
      className="alert alert-success alert-soft flex flex-wrap items-center gap-2 print:hidden"
    >
      This order is now in your account.
      <Link to={`/dashboard/orders/${order._id}`} className="btn btn-sm btn-outline">
        See it in My Orders
      </Link>
    </p>
  );
}

import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { QueryError } from '../components/query-error.tsx';
import { loginPathFor, useSession } from '../features/auth/index.ts';
import { PageLoading } from './page-loading.tsx';

/**
 * Route guard (docs/product.md, Pages): a visitor goes to /login and, once signed in, comes back here.
 * A session that ends while its page is open (Logout, Delete my account, an ended session) goes home,
 * as signing out does: Logout and Delete my account head home first, but the page could still see
 * the session go before the home page replaced it, and sent the customer to /login.
 */
export function Component() {
  const { user, isPending, isError, error, refetch } = useSession();
  const { pathname, search } = useLocation();
  const [signedInHere, setSignedInHere] = useState(false);
  if (user && !signedInHere) setSignedInHere(true);
  if (isPending) return <PageLoading label="Checking your session" />;
  if (isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-12">
        <QueryError title="We could not check your session." error={error} onRetry={() => void refetch()} />
      </div>
    );
  }
  if (!user) return <Navigate to={signedInHere ? '/' : loginPathFor(`${pathname}${search}`)} replace />;
  return <Outlet />;
}

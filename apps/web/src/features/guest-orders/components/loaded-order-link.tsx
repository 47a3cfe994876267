import { guestCheckoutMessages, type OrderDetail } from '@crankworks/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryError } from '../../../components/query-error.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useOrderLink } from '../api/get-order-link.ts';

/**
 * An order link's page body: a placeholder while the order loads; for a link that is bad, tampered
 * with or expired (the API's 404) a plain word that it is not valid; or the order.
 */
export function LoadedOrderLink({
  token,
  children,
}: {
  token: string;
  children: (order: OrderDetail) => ReactNode;
}) {
  const order = useOrderLink(token);
  if (order.isPending)
    return <div role="status" aria-label="Loading the order" className="skeleton h-96 w-full" />;
  if (order.isLoadingError) {
    const status = order.error instanceof ApiRequestError ? order.error.status : 0;
    if (status === 400 || status === 404)
      return (
        <div className="alert alert-warning alert-soft flex flex-col items-start gap-2">
          <p>{guestCheckoutMessages.invalidLink}</p>
          <p>
            The link in your latest e-mail about the order works, and so does My Orders once you have an
            account.
          </p>
          <Link to="/" className="btn btn-sm btn-outline">
            Visit the shop
          </Link>
        </div>
      );
    return (
      <QueryError
        title="We could not load the order."
        error={order.error}
        onRetry={() => void order.refetch()}
      />
    );
  }
  return children(order.data);
}

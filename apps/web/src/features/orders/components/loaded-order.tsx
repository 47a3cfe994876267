import type { OrderDetail } from '@crankworks/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { OrderLoadError } from './order-load-error.tsx';

interface LoadedOrderProps {
  order: UseQueryResult<OrderDetail>;
  /** The page's view of the order, once it is there. */
  children: (order: OrderDetail) => ReactNode;
}

/** An order page's body: a placeholder while the order loads, why it did not, or the order. */
export function LoadedOrder({ order, children }: LoadedOrderProps) {
  if (order.isPending)
    return <div role="status" aria-label="Loading the order" className="skeleton h-96 w-full" />;
  if (order.isLoadingError)
    return <OrderLoadError error={order.error} onRetry={() => void order.refetch()} />;
  return children(order.data);
}

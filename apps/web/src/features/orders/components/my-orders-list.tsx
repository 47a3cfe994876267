import type { Order } from '@crankworks/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useDeleteOrder } from '../api/delete-order.ts';
import { useMyOrders } from '../api/get-my-orders.ts';
import { orderContents, orderTitle } from '../order-title.ts';
import { MyOrderCard, type ExpiredOrderAction } from './my-order-card.tsx';

interface MyOrdersListProps {
  email: string;
  /** What an expired order offers: Put back in cart, from the cart feature. */
  expiredAction?: ExpiredOrderAction;
}

/** The signed-in customer's orders, newest first: the open ones, the done ones and the expired ones. */
export function MyOrdersList({ email, expiredAction }: MyOrdersListProps) {
  const orders = useMyOrders(email);
  const deleteOrder = useDeleteOrder();
  const [cancelling, setCancelling] = useState<Order | null>(null);

  const confirmCancel = () => {
    if (!cancelling) return;
    deleteOrder.mutate(cancelling._id, {
      onSuccess: () => toast.success(`Your order of ${orderTitle(cancelling)} was cancelled`),
      onError: (error) => toast.error(`The order could not be cancelled: ${errorMessage(error)}`),
      onSettled: () => setCancelling(null),
    });
  };

  if (orders.isPending) {
    return (
      <div role="status" aria-label="Loading your orders" className="grid gap-4">
        {Array.from({ length: 3 }, (_, index) => (
          <div key={index} className="skeleton h-32 w-full" />
        ))}
      </div>
    );
  }
  if (orders.isLoadingError) {
    return (
      <QueryError
        title="We could not load your orders."
        error={orders.error}
        onRetry={() => void orders.refetch()}
      />
    );
  }
  if (orders.data.length === 0) {
    return (
      <div className="alert flex flex-col items-start gap-2">
        <p>You have not ordered anything yet.</p>
        <Link to="/#parts" className="btn btn-primary btn-sm">
          Browse the parts
        </Link>
      </div>
    );
  }

  return (
    <>
      <ul className="grid gap-4">
        {orders.data.map((order) => (
          <li key={order._id}>
            <MyOrderCard order={order} onCancel={setCancelling} expiredAction={expiredAction} />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={cancelling !== null}
        title="Cancel this order?"
        confirmLabel="Cancel order"
        cancelLabel="Keep order"
        pending={deleteOrder.isPending}
        onConfirm={confirmCancel}
        onCancel={() => setCancelling(null)}
      >
        {cancelling && (
          <p>Your order of {orderContents(cancelling)} will be withdrawn and the parts go back to stock.</p>
        )}
      </ConfirmDialog>
    </>
  );
}

import { closedOrderMessage } from '@crankworks/contract';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useOrder } from '../../orders/index.ts';
import { Checkout } from '../components/checkout.tsx';
import { OrderSummary } from '../components/order-summary.tsx';
import { AlreadyPaid, PaymentSuccess } from '../components/payment-success.tsx';

export function Component() {
  const { id = '' } = useParams();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <DocumentTitle title="Payment" />
      <h1 className="text-3xl font-bold">Payment</h1>
      <OrderPayment key={id} orderId={id} />
    </div>
  );
}

function OrderPayment({ orderId }: { orderId: string }) {
  const order = useOrder(orderId);
  // The success view stays even when the refreshed order arrives already paid.
  const [paidNow, setPaidNow] = useState<string | null>(null);

  if (order.isPending)
    return <div role="status" aria-label="Loading the order" className="skeleton h-48 w-full" />;
  if (order.isLoadingError) {
    const status = order.error instanceof ApiRequestError ? order.error.status : 0;
    // Another customer's order answers 404 like a missing one: its existence is not his to know.
    if (status === 400 || status === 404) {
      return (
        <div className="alert alert-warning alert-soft flex flex-col items-start gap-2">
          <p>There is no such order.</p>
          <Link to="/dashboard/orders" className="btn btn-sm btn-outline">
            Back to My Orders
          </Link>
        </div>
      );
    }
    return (
      <QueryError
        title="We could not load the order."
        error={order.error}
        onRetry={() => void order.refetch()}
      />
    );
  }

  return (
    <div className="grid grid-cols-1 items-start gap-6 md:grid-cols-2">
      <OrderSummary order={order.data} />
      {paidNow ? (
        <PaymentSuccess transactionId={paidNow} />
      ) : order.data.paid ? (
        <AlreadyPaid transactionId={order.data.transactionId} />
      ) : order.data.cancelledAt ? (
        <p className="alert alert-warning alert-soft">
          {closedOrderMessage(order.data)}: it can no longer be paid.
        </p>
      ) : (
        <Checkout order={order.data} onPaid={setPaidNow} />
      )}
    </div>
  );
}

import { closedOrderMessage, orderLinkPath } from '@crankworks/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { clearBrowserCart } from '../../cart/index.ts';
import { Checkout, OrderSummary, PaymentSuccess } from '../../payments/index.ts';
import { orderLinkKeys } from '../api/order-link-keys.ts';
import { LoadedOrderLink } from '../components/loaded-order-link.tsx';

/**
 * /order-link/:token/pay: a guest pays his order with its link's token for a session (decision 066).
 * His browser cart is emptied only once the payment is in.
 */
export function Component() {
  const { token = '' } = useParams();
  const queryClient = useQueryClient();
  const [paidNow, setPaidNow] = useState<string | null>(null);
  const back = { to: orderLinkPath(token), label: 'See your order' };
  const onPaid = (transactionId: string) => {
    clearBrowserCart();
    setPaidNow(transactionId);
    void queryClient.invalidateQueries({ queryKey: orderLinkKeys.all });
  };
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
      <DocumentTitle title="Payment" />
      <h1 className="text-3xl font-bold">Payment</h1>
      <LoadedOrderLink token={token}>
        {(order) => (
          <div className="grid grid-cols-1 items-start gap-6 md:grid-cols-2">
            <OrderSummary order={order} />
            {paidNow ? (
              <PaymentSuccess transactionId={paidNow} back={back} />
            ) : order.paid ? (
              <PaymentSuccess transactionId={order.transactionId ?? ''} back={back} />
            ) : order.cancelledAt ? (
              <p className="alert alert-warning alert-soft">
                {closedOrderMessage(order)}: it can no longer be paid.
              </p>
            ) : (
              <Checkout order={order} onPaid={onPaid} orderLink={token} />
            )}
          </div>
        )}
      </LoadedOrderLink>
    </div>
  );
}

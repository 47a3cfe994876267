import type { OrderAllowed, OrderDetail } from '@crankworks/contract';
import { useState } from 'react';
import { CardPanel } from '../../../../components/card-panel.tsx';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { errorMessage } from '../../../../lib/error-message.ts';
import { formatUsd } from '../../../../lib/format.ts';
import { submissionOf } from '../../../../lib/submission.ts';
import { toast } from '../../../../lib/toast.ts';
import { OrderMoney, RefundsList } from '../../../orders/index.ts';
import { useCancelPaidOrder } from '../api/cancel-paid-order.ts';
import { RefundForm } from './refund-form.tsx';

/** A paid order that has not shipped can still be called off: the rest is refunded and restocked. */
function CancelPaidOrder({ order, allowed }: { order: OrderDetail; allowed: OrderAllowed }) {
  const [asking, setAsking] = useState(false);
  const cancel = useCancelPaidOrder();
  const onConfirm = () =>
    cancel.mutate(submissionOf({ id: order._id, body: {} }), {
      onSuccess: () => toast.success(`The order of ${order.userName} is cancelled and refunded`),
      onError: (error) => toast.error(`The order could not be cancelled: ${errorMessage(error)}`),
      onSettled: () => setAsking(false),
    });
  return (
    <>
      <button type="button" className="btn btn-outline btn-error self-start" onClick={() => setAsking(true)}>
        Cancel and refund the order
      </button>
      <ConfirmDialog
        open={asking}
        title="Cancel this paid order?"
        confirmLabel="Cancel and refund"
        cancelLabel="Keep the order"
        pending={cancel.isPending}
        onConfirm={onConfirm}
        onCancel={() => setAsking(false)}
      >
        {formatUsd(allowed.refundable)} goes back to {order.userName}’s card, every piece not yet restocked
        goes back on stock, and the order becomes Cancelled.
      </ConfirmDialog>
    </>
  );
}

/**
 * /dashboard/manageOrders/:id: what was paid and refunded, each refund, and a new refund or a cancel
 * when the server says they are allowed now.
 */
export function RefundPanel({ order }: { order: OrderDetail }) {
  const { allowed } = order;
  if (!order.paid) return null;
  return (
    <CardPanel title="Refunds">
      <OrderMoney order={order} />
      <RefundsList refunds={order.refunds} />
      {allowed?.refund.allowed && <RefundForm order={order} allowed={allowed} />}
      {allowed?.cancel.allowed && <CancelPaidOrder order={order} allowed={allowed} />}
    </CardPanel>
  );
}

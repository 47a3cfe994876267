import type { OrderDetail } from '@crankworks/contract';
import { errorMessage } from '../../../../lib/error-message.ts';
import { toast } from '../../../../lib/toast.ts';
import { useMarkOrderDelivered } from '../api/mark-order-delivered.ts';

/** Mark delivered: for an order that has shipped in full, once its customer has it. */
export function MarkDeliveredButton({ order }: { order: OrderDetail }) {
  const deliver = useMarkOrderDelivered();
  const onDeliver = () =>
    deliver.mutate(order._id, {
      onSuccess: () => toast.success('The order is marked delivered'),
      onError: (error) => toast.error(`The order could not be marked delivered: ${errorMessage(error)}`),
    });
  return (
    <button
      type="button"
      className="btn btn-primary btn-sm self-start"
      disabled={deliver.isPending}
      onClick={onDeliver}
    >
      {deliver.isPending ? 'Marking…' : 'Mark delivered'}
    </button>
  );
}

import type { Order } from '@crankworks/contract';
import { orderTitle } from '../../../orders/index.ts';

interface OrderRowActionsProps {
  order: Order;
  /** The id of the note that says why a paid order cannot be deleted. */
  paidNoteId: string;
  shipping: boolean;
  onMarkShipped: (order: Order) => void;
  onDelete: (order: Order) => void;
}

/** Mark Shipped for a paid order (or what is left of a partially shipped one); Delete for an unpaid one. */
export function OrderRowActions({
  order,
  paidNoteId,
  shipping,
  onMarkShipped,
  onDelete,
}: OrderRowActionsProps) {
  // An unpaid order, and a cancelled one (never paid), may be deleted.
  const unpaid = !order.paid;
  return (
    <div className="flex flex-col items-start gap-1 whitespace-nowrap">
      {(order.status === 'paid' || order.status === 'partially_shipped') && (
        <button
          type="button"
          className="btn btn-primary btn-xs"
          disabled={shipping}
          onClick={() => onMarkShipped(order)}
        >
          {shipping ? 'Marking…' : 'Mark Shipped'}
          <span className="sr-only">
            : order of {orderTitle(order)} by {order.userEmail}
          </span>
        </button>
      )}
      <button
        type="button"
        className="btn btn-outline btn-error btn-xs"
        disabled={!unpaid}
        aria-describedby={unpaid ? undefined : paidNoteId}
        title={unpaid ? undefined : 'A paid order cannot be deleted'}
        onClick={() => onDelete(order)}
      >
        Delete
        <span className="sr-only">
          : order of {orderTitle(order)} by {order.userEmail}
        </span>
      </button>
    </div>
  );
}

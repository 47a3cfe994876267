import { Link, useParams } from 'react-router';
import { toast } from '../../../../lib/toast.ts';
import { DocumentTitle } from '../../../../components/document-title.tsx';
import { errorMessage } from '../../../../lib/error-message.ts';
import {
  CreditNoteLinks,
  DownloadInvoiceLink,
  LoadedOrder,
  orderTitle,
  useOrder,
} from '../../../orders/index.ts';
import { useMarkOrderShipped } from '../api/mark-order-shipped.ts';
import { OrderFacts } from '../components/order-facts.tsx';
import { OrderShipping } from '../components/order-shipping.tsx';
import { RefundPanel } from '../components/refund-panel.tsx';

/** /dashboard/manageOrders/:id (admin): one order with where to ship it, and Ship for a paid one. */
export function Component() {
  const { id = '' } = useParams();
  const order = useOrder(id);
  const ship = useMarkOrderShipped();

  const onShip = () =>
    ship.mutate(id, {
      onSuccess: (shipped) =>
        toast.success(`The order of ${orderTitle(shipped)} for ${shipped.userEmail} is shipped`),
      onError: (error) => toast.error(`The order could not be marked shipped: ${errorMessage(error)}`),
    });

  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title="Order" />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">Order</h1>
        <div className="flex flex-wrap gap-2">
          <Link to="/dashboard/manageOrders" className="btn btn-sm btn-outline">
            Back to Manage Orders
          </Link>
          {order.isSuccess && <DownloadInvoiceLink order={order.data} />}
          {order.data?.allowed?.ship.allowed && (
            <button
              type="button"
              className="btn btn-sm btn-primary"
              disabled={ship.isPending}
              onClick={onShip}
            >
              {ship.isPending ? 'Shipping…' : 'Mark Shipped'}
            </button>
          )}
        </div>
      </div>
      {order.isSuccess && <CreditNoteLinks order={order.data} />}
      <LoadedOrder order={order}>
        {(loaded) => (
          <>
            <p className="font-mono text-sm break-all">Order {loaded._id}</p>
            <OrderFacts order={loaded} />
            <OrderShipping order={loaded} />
            <RefundPanel order={loaded} />
          </>
        )}
      </LoadedOrder>
    </div>
  );
}

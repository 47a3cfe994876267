import { Link, useParams } from 'react-router';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { LoadedOrder } from '../components/loaded-order.tsx';
import { useOrder } from '../api/get-order.ts';
import { CreditNoteLinks, DownloadInvoiceLink } from '../components/download-invoice-link.tsx';
import { Invoice } from '../components/invoice.tsx';

/** /dashboard/orders/:id: one of the customer's orders as a printable invoice. */
export function Component() {
  const { id = '' } = useParams();
  const order = useOrder(id);
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title="Order details" />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">Order details</h1>
        <div className="flex flex-wrap gap-2 print:hidden">
          <Link to="/dashboard/orders" className="btn btn-sm btn-outline">
            Back to My Orders
          </Link>
          {order.data?.status === 'unpaid' && (
            <Link to={`/dashboard/payment/${order.data._id}`} className="btn btn-sm btn-primary">
              Pay Now
            </Link>
          )}
          {order.isSuccess && (
            <>
              <DownloadInvoiceLink order={order.data} />
              <button type="button" className="btn btn-sm btn-primary" onClick={() => window.print()}>
                Print invoice
              </button>
            </>
          )}
        </div>
      </div>
      {order.isSuccess && <CreditNoteLinks order={order.data} />}
      <LoadedOrder order={order}>{(loaded) => <Invoice order={loaded} />}</LoadedOrder>
    </div>
  );
}

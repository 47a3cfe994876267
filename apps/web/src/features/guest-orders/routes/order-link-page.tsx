import { orderLinkPath } from '@crankworks/contract';
import { Link, useParams } from 'react-router';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { Invoice } from '../../orders/index.ts';
import { ClaimOrderPanel } from '../components/claim-order-panel.tsx';
import { LoadedOrderLink } from '../components/loaded-order-link.tsx';

/** What the server's PDF is for this order: its invoice once paid, a pro-forma while unpaid. */
const documentName = (paid: boolean) => (paid ? 'invoice' : 'pro-forma');

/**
 * /order-link/:token: a guest's order by the signed link in his e-mails (decision 066), without an
 * account: where it stands, Pay now while it is unpaid, its invoice, and a way to keep it in an account.
 */
export function Component() {
  const { token = '' } = useParams();
  const here = orderLinkPath(token);
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
      <DocumentTitle title="Your order" />
      <h1 className="text-3xl font-bold">Your order</h1>
      <LoadedOrderLink token={token}>
        {(order) => (
          <>
            <div className="flex flex-wrap gap-2 print:hidden">
              {order.status === 'unpaid' && (
                <Link to={`${here}/pay`} className="btn btn-sm btn-primary">
                  Pay now
                </Link>
              )}
              <a href={`/api${here}/invoice.pdf`} download className="btn btn-sm btn-outline">
                Download {documentName(order.paid)} (PDF)
              </a>
            </div>
            <Invoice order={order} />
            <ClaimOrderPanel order={order} token={token} here={here} />
          </>
        )}
      </LoadedOrderLink>
    </div>
  );
}

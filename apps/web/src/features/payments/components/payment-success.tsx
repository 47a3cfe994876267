import { messages } from '@crankworks/contract';
import { Link } from 'react-router';

interface PaymentResultProps {
  transactionId: string;
}

/** Where the page leads after the payment: My Orders, or a guest's order page (decision 066). */
interface WayBack {
  back?: { to: string; label: string };
}

const MY_ORDERS = { to: '/dashboard/orders', label: 'Back to My Orders' };

/** Shown once the server has recorded the payment. */
export function PaymentSuccess({ transactionId, back = MY_ORDERS }: PaymentResultProps & WayBack) {
  return (
    <div role="status" className="alert alert-success alert-soft flex flex-col items-start gap-2">
      <h2 className="text-xl font-bold">{messages.paymentCompleted}</h2>
      <TransactionId transactionId={transactionId} />
      <Link to={back.to} className="btn btn-sm btn-outline">
        {back.label}
      </Link>
    </div>
  );
}

/** An order that was paid before this visit: no second payment form. */
export function AlreadyPaid({ transactionId }: { transactionId: string | null }) {
  return (
    <div className="alert alert-info alert-soft flex flex-col items-start gap-2">
      <h2 className="text-xl font-bold">This order is already paid</h2>
      {transactionId && <TransactionId transactionId={transactionId} />}
      <Link to="/dashboard/orders" className="btn btn-sm btn-outline">
        Back to My Orders
      </Link>
    </div>
  );
}

function TransactionId({ transactionId }: PaymentResultProps) {
  return (
    <p>
      Transaction id: <span className="font-mono break-all">{transactionId}</span>
    </p>
  );
}

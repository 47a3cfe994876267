import type { OrderDetail } from '@crankworks/contract';
import { formatUsd } from '../../../lib/format.ts';

const orderPath = (orderId: string) => `/api/order/${encodeURIComponent(orderId)}`;

/**
 * What the server's PDF is for this order (decision 060): its invoice once paid, a pro-forma while
 * unpaid (never called an invoice), a receipt for an order paid before invoices were numbered.
 */
const documentName = (order: Pick<OrderDetail, 'invoice' | 'paid'>) =>
  order.invoice ? 'invoice' : order.paid ? 'receipt' : 'pro-forma';

/** The order's PDF, built by the server for its customer or an admin, saved as a file. */
export function DownloadInvoiceLink({ order }: { order: Pick<OrderDetail, '_id' | 'invoice' | 'paid'> }) {
  return (
    <a href={`${orderPath(order._id)}/invoice.pdf`} download className="btn btn-sm btn-outline">
      Download {documentName(order)} (PDF)
    </a>
  );
}

/** A link to each credit note of the order's refunds, by its number. */
export function CreditNoteLinks({ order }: { order: Pick<OrderDetail, '_id' | 'creditNotes'> }) {
  if (order.creditNotes.length === 0) return null;
  return (
    <ul aria-label="Credit notes" className="flex flex-wrap gap-2 print:hidden">
      {order.creditNotes.map((note) => (
        <li key={note._id}>
          <a
            href={`${orderPath(order._id)}/credit-notes/${encodeURIComponent(note._id)}.pdf`}
            download
            className="btn btn-sm btn-outline"
          >
            Credit note {note.number}, {formatUsd(note.amount)} (PDF)
          </a>
        </li>
      ))}
    </ul>
  );
}

import type { OrderDetail } from '@crankworks/contract';
import { LinesTable } from '../../../components/lines-table.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { HeldUntil } from './held-until.tsx';
import { chargeRows } from './order-charges.ts';
import { OrderMoney } from './order-money.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { OrderTimeline } from './order-timeline.tsx';

/** An address as it was given, a line each. */
function AddressLines({ lines }: { lines: string[] }) {
  return (
    <address className="not-italic">
      {lines.map((line, index) => (
        <span key={index} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}

/** The order as an invoice: who, where, what, how much, and where it stands. Prints on its own. */
export function Invoice({ order }: { order: OrderDetail }) {
  return (
    <article aria-label="Invoice" className="card card-border bg-base-100 print:border-0">
      <div className="card-body gap-6">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <p className="text-sm">Order number</p>
            <p className="font-mono text-sm break-all">{order._id}</p>
            <p className="mt-2 text-sm">
              Placed <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
            </p>
            {order.heldUntil && (
              <p className="text-sm font-semibold">
                Held until <HeldUntil heldUntil={order.heldUntil} />: pay by then, or the order expires
              </p>
            )}
          </div>
          <OrderStatusBadge status={order.status} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <h2 className="font-semibold">Billed to</h2>
            {order.charges ? <AddressLines lines={order.charges.billTo} /> : <p>{order.userName}</p>}
            <p className="break-all">{order.userEmail}</p>
            {order.charges?.vatId && <p>VAT or tax ID {order.charges.vatId}</p>}
          </div>
          <div>
            <h2 className="font-semibold">Ship to</h2>
            {order.charges ? (
              <AddressLines lines={order.charges.shipTo} />
            ) : (
              <p className="whitespace-pre-line">{order.address}</p>
            )}
            <p>{order.phone}</p>
            {order.charges && (
              <p className="text-sm">
                {order.charges.shippingMethod}: {order.charges.deliveryEstimate}
              </p>
            )}
          </div>
        </div>
        <LinesTable
          label="Order lines"
          lines={order.lines}
          sums={order.charges ? chargeRows(order.charges) : []}
          total={order.total}
        />
        {order.charges?.reverseChargeNote && <p className="text-sm">{order.charges.reverseChargeNote}</p>}
        <OrderMoney order={order} />
        {order.transactionId && (
          <p className="text-sm">
            Payment <span className="font-mono break-all">{order.transactionId}</span>
          </p>
        )}
        <section aria-label="Order dates">
          <h2 className="mb-2 font-semibold">Dates</h2>
          <OrderTimeline order={order} />
        </section>
      </div>
    </article>
  );
}

import type { OrderDetail } from '@crankworks/contract';
import { LinesTable } from '../../../components/lines-table.tsx';
import { chargeRows } from '../../orders/index.ts';

/** What is being paid for, part by part, with its shipping and tax and the total the server will charge. */
export function OrderSummary({ order }: { order: OrderDetail }) {
  return (
    <section aria-labelledby="order-summary-heading" className="card card-border bg-base-100 shadow-sm">
      <div className="card-body">
        <h2 id="order-summary-heading" className="card-title">
          Order summary
        </h2>
        <LinesTable
          label="Order lines"
          lines={order.lines}
          sums={order.charges ? chargeRows(order.charges) : undefined}
          total={order.total}
        />
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="font-semibold">Ship to</dt>
          <dd className="break-words">{order.address}</dd>
        </dl>
      </div>
    </section>
  );
}

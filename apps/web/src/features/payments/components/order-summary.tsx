import type { Order } from '@crankworks/contract';
import { formatUsd } from '../../../lib/format.ts';

/** What is being paid for, with the amount the server will charge. */
export function OrderSummary({ order }: { order: Order }) {
  return (
    <section aria-labelledby="order-summary-heading" className="card card-border bg-base-100 shadow-sm">
      <div className="card-body">
        <h2 id="order-summary-heading" className="card-title">
          Order summary
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="font-semibold">Product</dt>
          <dd>{order.name}</dd>
          <dt className="font-semibold">Quantity</dt>
          <dd>{order.orderQty} pcs</dd>
          <dt className="font-semibold">Unit price</dt>
          <dd>{formatUsd(order.price)}</dd>
          <dt className="font-semibold">Ship to</dt>
          <dd className="break-words">{order.address}</dd>
          <dt className="font-semibold">Total</dt>
          <dd className="text-xl font-bold text-primary">{formatUsd(order.total)}</dd>
        </dl>
      </div>
    </section>
  );
}

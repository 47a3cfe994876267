import type { OrderDetail } from '@crankworks/contract';
import type { ReactNode } from 'react';
import { CardPanel } from '../../../../components/card-panel.tsx';
import { LinesTable } from '../../../../components/lines-table.tsx';
import { chargeRows, OrderStatusBadge, OrderTimeline } from '../../../orders/index.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}

const facts = 'grid grid-cols-[auto_1fr] gap-x-4 gap-y-1';

/** Everything an admin needs to ship an order: who, where to, what, and where its payment stands. */
export function OrderFacts({ order }: { order: OrderDetail }) {
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      <CardPanel title="Customer">
        <dl className={facts}>
          <Fact label="Name">{order.userName}</Fact>
          <Fact label="E-mail">
            <a className="link break-all" href={`mailto:${order.userEmail}`}>
              {order.userEmail}
            </a>
          </Fact>
        </dl>
      </CardPanel>
      <CardPanel title="Ship to">
        <dl className={facts}>
          <Fact label="Address">
            <span className="whitespace-pre-line">{order.address}</span>
          </Fact>
          <Fact label="Phone">
            <a className="link" href={`tel:${order.phone.replace(/[^+0-9]/g, '')}`}>
              {order.phone}
            </a>
          </Fact>
        </dl>
      </CardPanel>
      <CardPanel title="Parts">
        <LinesTable
          label="Order lines"
          lines={order.lines}
          sums={order.charges ? chargeRows(order.charges) : undefined}
          total={order.total}
        />
      </CardPanel>
      <CardPanel title="Payment">
        <dl className={facts}>
          <Fact label="State">
            <OrderStatusBadge status={order.status} />
          </Fact>
          <Fact label="Transaction id">
            <span className="font-mono text-sm break-all">{order.transactionId ?? 'None yet'}</span>
          </Fact>
        </dl>
      </CardPanel>
      <CardPanel title="Timeline">
        <OrderTimeline order={order} />
      </CardPanel>
    </div>
  );
}

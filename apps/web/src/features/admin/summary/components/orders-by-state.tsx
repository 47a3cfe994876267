import { orderStatusSchema, TO_SHIP_STATUSES, type AdminSummary } from '@crankworks/contract';
import { Link } from 'react-router';
import { OrderStatusBadge } from '../../../orders/index.ts';

const states = orderStatusSchema.options;

/** How many orders stand in each state; paid ones wait to be shipped, and a link opens that queue. */
export function OrdersByState({ counts }: { counts: AdminSummary['ordersByState'] }) {
  const toShip = TO_SHIP_STATUSES.reduce((total, state) => total + counts[state], 0);
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2">
        {states.map((state) => (
          <div key={state} className="contents">
            <dt>
              <OrderStatusBadge status={state} />
            </dt>
            <dd className="font-semibold">{counts[state]}</dd>
          </div>
        ))}
      </dl>
      <Link to="/dashboard/manageOrders?status=to_ship" className="link">
        {toShip === 1 ? '1 order to ship' : `${toShip} orders to ship`}
      </Link>
      <Link to="/dashboard/manageOrders?sort=status&dir=asc" className="link">
        Open Manage Orders
      </Link>
    </div>
  );
}

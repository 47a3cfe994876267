import type { Order } from '@crankworks/contract';
import { Link } from 'react-router';
import { andMoreParts } from '../../../orders/index.ts';

/** An order's (first) part, linked to its page while it exists, then "and 2 more" when it holds several. */
export function OrderParts({ order }: { order: Pick<Order, 'productId' | 'name' | 'lineCount'> }) {
  return (
    <>
      {order.productId ? (
        <Link to={`/products/${order.productId}`} className="link">
          {order.name}
        </Link>
      ) : (
        order.name
      )}
      {andMoreParts(order)}
    </>
  );
}

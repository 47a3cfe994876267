import type { OrderDetail } from '@crankworks/contract';
import { CardPanel } from '../../../../components/card-panel.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { ShipmentSummary } from '../../../orders/index.ts';
import { MarkDeliveredButton } from './mark-delivered-button.tsx';
import { ShipPartsForm } from './ship-parts-form.tsx';

/**
 * Shipping a paid order: its shipments so far with their tracking, the form for the parts still
 * waiting while the server allows shipping (or its words for why not), and Mark delivered once
 * everything has left. Nothing for an order that is not paid.
 */
export function OrderShipping({ order }: { order: OrderDetail }) {
  if (!order.paid) return null;
  const ship = order.allowed?.ship;
  return (
    <CardPanel title="Shipping">
      {order.shipments.length === 0 ? (
        <p>Nothing has shipped yet.</p>
      ) : (
        <ol aria-label="Shipments" className="flex flex-col gap-3">
          {order.shipments.map((shipment, index) => (
            <li key={shipment._id}>
              <p className="font-semibold">
                Shipment {index + 1},{' '}
                <time dateTime={shipment.createdAt}>{formatDateTime(shipment.createdAt)}</time>
              </p>
              <ShipmentSummary shipment={shipment} />
            </li>
          ))}
        </ol>
      )}
      {/* A new shipment changes what is left: the form starts again from the order as it now is. */}
      {ship?.allowed && <ShipPartsForm key={order.shipments.length} order={order} />}
      {/* Why nothing ships yet (a refund under way, say); once all has left, Mark delivered says enough. */}
      {ship?.refusal && !order.shipped && <p>{ship.refusal}</p>}
      {order.status === 'shipped' && <MarkDeliveredButton order={order} />}
      {order.deliveredAt && (
        <p>
          Delivered <time dateTime={order.deliveredAt}>{formatDateTime(order.deliveredAt)}</time>
        </p>
      )}
    </CardPanel>
  );
}

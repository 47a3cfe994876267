import type { Shipment } from '@crankworks/contract';

/** What one shipment carried and how to follow it: "Crankset × 1, Chain × 3", then carrier and tracking number. */
export function ShipmentSummary({ shipment }: { shipment: Shipment }) {
  const { carrier, trackingNumber } = shipment;
  return (
    <div className="text-sm">
      <p>{shipment.lines.map((line) => `${line.name} × ${line.qty}`).join(', ')}</p>
      {(carrier ?? trackingNumber) && (
        <p>
          {carrier && <span>{carrier}</span>}
          {carrier && trackingNumber && ', '}
          {trackingNumber && (
            <span>
              tracking number <span className="font-mono break-all">{trackingNumber}</span>
            </span>
          )}
        </p>
      )}
    </div>
  );
}

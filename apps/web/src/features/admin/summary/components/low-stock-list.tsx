import type { AdminSummary } from '@crankworks/contract';
import { LOW_STOCK_THRESHOLD } from '@crankworks/contract';

/** Parts to restock: those customers can no longer order, and those nearly gone. */
export function LowStockList({ parts }: { parts: AdminSummary['lowStock'] }) {
  if (parts.length === 0) return <p>Every part has more than {LOW_STOCK_THRESHOLD} pieces in stock.</p>;
  return (
    <div role="region" aria-label="Parts low on stock" tabIndex={0} className="overflow-x-auto">
      <table className="table table-sm">
        <thead>
          <tr>
            <th scope="col">Part</th>
            <th scope="col" className="text-right">
              Available
            </th>
            <th scope="col" className="text-right">
              Minimum order
            </th>
          </tr>
        </thead>
        <tbody>
          {parts.map((part) => (
            <tr key={part._id}>
              <td>
                {part.name}
                {part.availableQty < part.minimumQty && (
                  <span className="badge badge-soft badge-error ml-2 font-semibold">Cannot be ordered</span>
                )}
              </td>
              <td className="text-right">{part.availableQty}</td>
              <td className="text-right">{part.minimumQty}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

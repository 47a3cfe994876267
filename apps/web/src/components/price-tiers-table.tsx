import type { PriceTier } from '@crankworks/contract';
import { formatUsd } from '../lib/format.ts';

interface TieredPart {
  price: number;
  minimumQty: number;
  tiers: readonly PriceTier[];
}

/** "1–49 pcs", "200+ pcs": the quantities one price is for, up to where the next tier starts. */
const rangeOf = (from: number, next: number | undefined) =>
  next === undefined ? `${from}+ pcs` : from === next - 1 ? `${from} pcs` : `${from}–${next - 1} pcs`;

/** The price bands of a part: its base price from its minimum order, then each tier's. */
export const priceBands = ({ price, minimumQty, tiers }: TieredPart) =>
  [{ minQty: minimumQty, price }, ...tiers].map((band, index, bands) => ({
    quantities: rangeOf(band.minQty, bands[index + 1]?.minQty),
    price: band.price,
  }));

/** A part's price per piece by quantity (decision 048); a part without tiers has one price and no table. */
export function PriceTiersTable({ part }: { part: TieredPart }) {
  if (part.tiers.length === 0) return null;
  return (
    <table className="table-sm table w-auto">
      <caption className="text-left text-sm font-semibold">Price per piece by quantity</caption>
      <thead>
        <tr>
          <th scope="col">Quantity</th>
          <th scope="col">Price per piece</th>
        </tr>
      </thead>
      <tbody>
        {priceBands(part).map((band) => (
          <tr key={band.quantities}>
            <td>{band.quantities}</td>
            <td>{formatUsd(band.price)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import { formatUsd } from '../lib/format.ts';

/** One part of an order or a cart: amounts in dollars. */
export interface PartLine {
  name: string;
  qty: number;
  /** Unit price. */
  price: number;
  /** price × qty. */
  lineTotal: number;
  /** How many pieces have shipped, on an order's page (a cart's lines have none). */
  shippedQty?: number;
  /** What changed about a cart's line since it went in (price, stock), shown before payment. */
  note?: string | null;
}

/** "2 of 3 shipped" while a line is on its way in parts; nothing before or after. */
const partlyShipped = ({ qty, shippedQty = 0 }: PartLine) =>
  shippedQty > 0 && shippedQty < qty ? `${shippedQty} of ${qty} shipped` : null;

/** A row between the lines and the total: the goods, the shipping, the tax. */
export interface SumRow {
  label: string;
  amount: number;
}

interface LinesTableProps {
  /** The region's name, e.g. "Order lines". */
  label: string;
  lines: PartLine[];
  /** What the total is made of, when it is more than the lines (decision 069). */
  sums?: SumRow[];
  total: number;
}

/** A footer row: its label right-aligned in one column on a phone, three from the small breakpoint up. */
function FooterRow({ label, amount, strong }: SumRow & { strong?: boolean }) {
  return (
    <tr>
      <th scope="row" className={`text-right sm:hidden ${strong ? '' : 'font-normal'}`}>
        {label}
      </th>
      <th
        scope="row"
        colSpan={3}
        className={`hidden text-right sm:table-cell ${strong ? '' : 'font-normal'}`}
      >
        {label}
      </th>
      <td className={`text-right ${strong ? 'font-semibold' : ''}`}>{formatUsd(amount)}</td>
    </tr>
  );
}

/**
 * The parts of an order or a cart, with their amounts and the total. On a phone the quantity and
 * unit price go under the part's name, so that the amounts and the total stay in sight; should a
 * long name still not fit, the table scrolls sideways in its own region.
 */
export function LinesTable({ label, lines, sums = [], total }: LinesTableProps) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">Part</th>
            <th scope="col" className="hidden text-right sm:table-cell">
              Quantity
            </th>
            <th scope="col" className="hidden text-right sm:table-cell">
              Unit price
            </th>
            <th scope="col" className="text-right">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => {
            const shipped = partlyShipped(line);
            return (
              // An order's line may have lost its part (deleted since): its place is its identity.
              <tr key={index}>
                <td>
                  {line.name}
                  <span className="block text-sm text-base-content/80 sm:hidden">
                    {line.qty} × {formatUsd(line.price)}
                  </span>
                  {shipped && <span className="block text-sm text-base-content/80">{shipped}</span>}
                  {line.note && <span className="block text-sm font-semibold">{line.note}</span>}
                </td>
                <td className="hidden text-right sm:table-cell">{line.qty}</td>
                <td className="hidden text-right sm:table-cell">{formatUsd(line.price)}</td>
                <td className="text-right">{formatUsd(line.lineTotal)}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          {sums.map((sum) => (
            <FooterRow key={sum.label} {...sum} />
          ))}
          <FooterRow label="Total" amount={total} strong />
        </tfoot>
      </table>
    </div>
  );
}

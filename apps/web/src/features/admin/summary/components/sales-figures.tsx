import type { AdminSummary, SalesFigure } from '@crankworks/contract';
import { formatUsd } from '../../../../lib/format.ts';

const spans: { key: keyof AdminSummary['sales']; label: string }[] = [
  { key: 'today', label: 'Sales today' },
  { key: 'last7Days', label: 'Last 7 days' },
  { key: 'last30Days', label: 'Last 30 days' },
];

const ordersText = ({ orders }: SalesFigure) => `${orders} paid ${orders === 1 ? 'order' : 'orders'}`;

/** Paid orders today and over the last 7 and 30 days. */
export function SalesFigures({ sales }: { sales: AdminSummary['sales'] }) {
  return (
    <dl className="stats stats-vertical w-full border border-base-300 sm:stats-horizontal">
      {spans.map(({ key, label }) => (
        <div key={key} className="stat">
          <dt className="stat-title text-base-content/80">{label}</dt>
          <dd className="stat-value text-2xl">{formatUsd(sales[key].total)}</dd>
          <dd className="stat-desc text-base-content/80">{ordersText(sales[key])}</dd>
        </div>
      ))}
    </dl>
  );
}

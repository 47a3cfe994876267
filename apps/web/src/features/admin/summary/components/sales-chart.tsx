import type { AdminSummary } from '@crankworks/contract';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatUsd } from '../../../../lib/format.ts';

type SalesDays = AdminSummary['salesPerDay'];

const HEIGHT = 220;
const PRIMARY = '#0b5cab';
const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const dayName = (day: string) => dayLabel.format(new Date(`${day}T12:00:00Z`));

function chartOptions(width: number): uPlot.Options {
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { show: false },
    // x is a time scale: uPlot picks day ticks itself.
    axes: [{}, { values: (_chart, ticks) => ticks.map((tick) => formatUsd(tick)), size: 80 }],
    series: [{}, { label: 'Sales', stroke: PRIMARY, width: 2, fill: 'rgba(11, 92, 171, 0.15)' }],
  };
}

/** One sentence with the figures a sighted reader takes from the chart. */
function summaryText(days: SalesDays) {
  const total = days.reduce((sum, day) => sum + day.total, 0);
  const best = days.reduce((top, day) => (day.total > top.total ? day : top), days[0]!);
  return best.total > 0
    ? `Sales per day over the last 30 days: ${formatUsd(total)} in all; best day ${dayName(best.day)} with ${formatUsd(best.total)}.`
    : 'Sales per day over the last 30 days: no sales.';
}

/**
 * Paid sales per day over the last 30 days, drawn by uPlot (x: the day at noon UTC, in seconds).
 * Screen readers get the same figures as a sentence and a table.
 */
export function SalesChart({ days }: { days: SalesDays }) {
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const xs = days.map((day) => Date.parse(`${day.day}T12:00:00Z`) / 1000);
    const chart = new uPlot(chartOptions(box.clientWidth || 600), [xs, days.map((day) => day.total)], box);
    const resize = new ResizeObserver(() => chart.setSize({ width: box.clientWidth, height: HEIGHT }));
    resize.observe(box);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days]);

  return (
    <figure className="flex flex-col gap-2">
      <div
        ref={boxRef}
        role="img"
        aria-label={days.length ? summaryText(days) : 'No sales data'}
        className="w-full"
      />
      <figcaption className="text-sm text-base-content/80">Paid sales per day, last 30 days</figcaption>
      <table className="sr-only">
        <caption>Sales per day, last 30 days</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Paid orders</th>
            <th scope="col">Sales</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row">{dayName(day.day)}</th>
              <td>{day.orders}</td>
              <td>{formatUsd(day.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

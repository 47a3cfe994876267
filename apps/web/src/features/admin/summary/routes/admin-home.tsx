import { CardPanel } from '../../../../components/card-panel.tsx';
import { DocumentTitle } from '../../../../components/document-title.tsx';
import { QueryError } from '../../../../components/query-error.tsx';
import { useAdminSummary } from '../api/get-admin-summary.ts';
import { LatestMessages } from '../components/latest-messages.tsx';
import { LowStockList } from '../components/low-stock-list.tsx';
import { OrdersByState } from '../components/orders-by-state.tsx';
import { SalesChart } from '../components/sales-chart.tsx';
import { SalesFigures } from '../components/sales-figures.tsx';

/** /dashboard for an admin: how the shop is doing, and what needs doing (ship, restock, answer). */
export function AdminHome() {
  const summary = useAdminSummary();
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title="Dashboard" />
      <h1 className="text-3xl font-bold">Dashboard</h1>
      {summary.isPending ? (
        <div role="status" aria-label="Loading the shop's figures" className="skeleton h-96 w-full" />
      ) : summary.isLoadingError ? (
        <QueryError
          title="We could not load the shop's figures."
          error={summary.error}
          onRetry={() => void summary.refetch()}
        />
      ) : (
        <>
          <SalesFigures sales={summary.data.sales} />
          <CardPanel title="Sales per day">
            <SalesChart days={summary.data.salesPerDay} />
          </CardPanel>
          <div className="grid gap-4 md:grid-cols-2">
            <CardPanel title="Orders by state">
              <OrdersByState counts={summary.data.ordersByState} />
            </CardPanel>
            <CardPanel title="Low stock">
              <LowStockList parts={summary.data.lowStock} />
            </CardPanel>
          </div>
          <CardPanel title="Latest messages">
            <LatestMessages messages={summary.data.latestMessages} />
          </CardPanel>
        </>
      )}
    </div>
  );
}

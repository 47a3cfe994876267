import { and, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { AdminSummary } from '@crankworks/contract';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { order, refund } from '../../db/schema/index.ts';
import { toDollars } from '../../lib/money.ts';
import { orderTotalSql } from '../orders/index.ts';

/** The start of the calendar day `daysAgo` days before today, in the database's time zone. */
const dayStart = (daysAgo: number) =>
  sql`date_trunc('day', now()) - ${sql.raw(`interval '${daysAgo} days'`)}`;

const paidSince = (daysAgo: number) => sql`${order.paidAt} >= ${dayStart(daysAgo)}`;
const refundedSince = (daysAgo: number) => sql`${refund.succeededAt} >= ${dayStart(daysAgo)}`;
const refundedCents = (filter: SQL) =>
  sql`coalesce(sum(${refund.amountCents}) filter (where ${filter}), 0)`.mapWith(Number);

function figure(filter: SQL) {
  return {
    orders: sql`count(*) filter (where ${filter})`.mapWith(Number),
    cents: sql`coalesce(sum(${orderTotalSql}) filter (where ${filter}), 0)`.mapWith(Number),
  };
}

const toFigure = ({ orders, cents }: { orders: number; cents: number }) => ({
  orders,
  total: toDollars(cents),
});

/** Money paid back in each span: refunds that went through, on the day they did (decision 054). */
async function refundsFigures(db: Db) {
  const [row] = await db
    .select({
      today: refundedCents(refundedSince(0)),
      last7Days: refundedCents(refundedSince(6)),
      last30Days: refundedCents(refundedSince(29)),
    })
    .from(refund)
    .where(and(eq(refund.status, 'succeeded'), gte(refund.succeededAt, dayStart(29))));
  if (!row) throw new Error('an aggregate returned no row');
  return row;
}

/**
 * Paid orders today and over the last 7 and 30 calendar days (today included), read off the paid_at
 * index; the total is net of the refunds that went through in the same span.
 */
export async function salesFigures(db: Db): Promise<AdminSummary['sales']> {
  const refunded = await refundsFigures(db);
  const [row] = await db
    .select({
      today: figure(paidSince(0)),
      last7Days: figure(paidSince(6)),
      last30Days: figure(paidSince(29)),
    })
    .from(order)
    .where(and(eq(order.paid, true), gte(order.paidAt, dayStart(29))));
  if (!row) throw new Error('an aggregate returned no row');
  const net = (span: keyof typeof refunded) =>
    toFigure({ ...row[span], cents: row[span].cents - refunded[span] });
  return { today: net('today'), last7Days: net('last7Days'), last30Days: net('last30Days') };
}

interface DayRow {
  day: string;
  orders: string | number | bigint;
  cents: string | number | bigint;
}

/**
 * Paid orders per day for the last 30 days, a row for every day (zero when nothing sold), each
 * day's total net of the refunds that went through that day.
 */
export async function salesPerDay(db: Db): Promise<AdminSummary['salesPerDay']> {
  const result = await db.execute(sql`
    select to_char(day, 'YYYY-MM-DD') as day, count(${order.id}) as orders,
           coalesce(sum(${orderTotalSql}), 0) - (
             select coalesce(sum(${refund.amountCents}), 0) from ${refund}
             where ${refund.status} = 'succeeded'
               and ${refund.succeededAt} >= day and ${refund.succeededAt} < day + interval '1 day'
           ) as cents
    from generate_series(${dayStart(29)}, ${dayStart(0)}, interval '1 day') as day
    left join ${order}
      on ${order.paid} and ${order.paidAt} >= day and ${order.paidAt} < day + interval '1 day'
    group by day
    order by day`);
  return rowsOf<DayRow>(result).map((row) => ({
    day: row.day,
    orders: Number(row.orders),
    total: toDollars(Number(row.cents)),
  }));
}

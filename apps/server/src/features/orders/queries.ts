import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type {
  OrderExportQuery,
  OrderSortColumn,
  OrderTablePage,
  OrderTableQuery,
} from '@crankworks/contract';
import type { Db } from '../../db/client.ts';
import { order } from '../../db/schema/index.ts';
import { caseless } from '../../lib/sort.ts';
import { tablePage, tableOrder, tableSearch, type AdminTable } from '../../lib/table-page.ts';
import { orderTotalSql, toOrderDto, type OrderRow } from './order-dto.ts';
import { ordersMatching, statusIs } from './order-search.ts';

const newestFirst = [desc(order.createdAt), desc(order.id)];

export async function findOrder(db: Db, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(order).where(eq(order.id, id));
  return row;
}

/**
 * The order, locked until the caller's transaction ends: payment, cancellation and deletion of one
 * order take this lock first, so they happen one after the other, never interleaved.
 */
export async function lockOrder(tx: Db, id: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(order).where(eq(order.id, id)).for('update');
  return row;
}

/**
 * My Orders lists what is still going on, and the orders that expired unpaid (to put back in the
 * cart): a cancelled order leaves it (its own link still opens it, decision 020).
 */
const notCancelled = ne(order.status, 'cancelled');

/** A customer's own orders, newest first (index on user_id, created_at). */
export async function listOrdersOfUser(db: Db, userId: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(order)
    .where(and(eq(order.userId, userId), notCancelled))
    .orderBy(...newestFirst);
}

/** The orders placed under an e-mail address, whatever its case, newest first (index on lower(user_email)). */
export async function listOrdersByEmail(db: Db, email: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(order)
    .where(and(eq(sql`lower(${order.userEmail})`, email.toLowerCase()), notCancelled))
    .orderBy(...newestFirst);
}

/**
 * Manage Orders: searched by reference or id, customer name or e-mail, or a part on any line
 * (`ordersMatching`); the state sorts in the order of an order's life.
 */
const manageOrders: AdminTable<typeof order, OrderSortColumn> = {
  table: order,
  id: order.id,
  searchIn: [order.userEmail, order.userName, order.productName],
  searchGramIndexed: true,
  widenSearch: ordersMatching,
  sortKeys: {
    createdAt: [order.createdAt],
    userEmail: [caseless(order.userEmail)],
    name: [caseless(order.productName)],
    total: [orderTotalSql],
    status: [order.status],
  },
};

/** Every order Manage Orders shows for this search and state, in its order, without paging. */
export const manageOrdersQuery = (db: Db, query: OrderExportQuery) =>
  db
    .select()
    .from(order)
    .where(and(tableSearch(manageOrders, query.search), statusIs(query.status)))
    .orderBy(...tableOrder(manageOrders, query));

/** The CSV export's orders: at most `limit`, so one export can never hold the whole table in memory. */
export async function listOrdersForExport(
  db: Db,
  query: OrderExportQuery,
  limit: number,
): Promise<OrderRow[]> {
  return manageOrdersQuery(db, query).limit(limit);
}

/** Manage Orders: one numbered page in the chosen order, optionally searched and narrowed to a state. */
export async function listOrdersPage(db: Db, query: OrderTableQuery): Promise<OrderTablePage> {
  return tablePage(db, manageOrders, query, toOrderDto, statusIs(query.status));
}

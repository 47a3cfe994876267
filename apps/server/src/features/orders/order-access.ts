import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { OrderRow } from './order-dto.ts';
import { findOrder } from './queries.ts';

export interface OrderViewer {
  id: string;
  role: string;
}

/**
 * Loads an order the signed-in user may act on (docs/product.md, Roles): its customer, or for reading and
 * deleting also an admin. Ownership is by user id, so a changed e-mail address keeps one's orders.
 */
export async function loadOrderFor(
  db: Db,
  viewer: OrderViewer,
  orderId: string,
  who: 'owner' | 'owner-or-admin',
): Promise<OrderRow> {
  const row = await findOrder(db, orderId);
  if (!row) throw notFound('No order with that id');
  const isOwner = row.userId === viewer.id;
  if (!isOwner && !(who === 'owner-or-admin' && viewer.role === 'admin'))
    throw forbidden('This is not your order');
  return row;
}

/**
 * Loads an order for reading: its customer or an admin. Anyone else gets the same 404 as for an id
 * that does not exist, so a customer cannot probe which order ids are real.
 */
export async function loadOrderToRead(db: Db, viewer: OrderViewer, orderId: string): Promise<OrderRow> {
  const row = await findOrder(db, orderId);
  if (!row || (row.userId !== viewer.id && viewer.role !== 'admin')) throw notFound('No order with that id');
  return row;
}

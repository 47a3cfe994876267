import type { FastifyRequest } from 'fastify';
import { guestCheckoutMessages, ORDER_LINK_HEADER } from '@crankworks/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { orderIdOfLink, orderLinkKeyOf } from '../../lib/order-link-token.ts';
import { requireUser } from '../auth/index.ts';
import { loadOrderFor } from './order-access.ts';
import type { OrderRow } from './order-dto.ts';
import { findOrder } from './queries.ts';

/** The order a link's token names; a malformed, tampered or expired one is a 404, as a missing order is. */
export function orderIdOfToken(request: FastifyRequest, token: string): string {
  const orderId = orderIdOfLink(orderLinkKeyOf(request.server.deps.config), token);
  if (!orderId) throw notFound(guestCheckoutMessages.invalidLink);
  return orderId;
}

/** Loads the order a link's token names, or answers 404. */
export async function loadLinkedOrder(db: Db, request: FastifyRequest, token: string): Promise<OrderRow> {
  const row = await findOrder(db, orderIdOfToken(request, token));
  if (!row) throw notFound(guestCheckoutMessages.invalidLink);
  return row;
}

/**
 * onRequest hook of the payment calls: a guest proves his order by its link's token in the
 * `x-order-link` header (decision 066); anyone else signs in, as before.
 */
export async function requireUserOrOrderLink(request: FastifyRequest) {
  const token = request.headers[ORDER_LINK_HEADER];
  if (typeof token !== 'string') return requireUser(request);
  request.linkedOrderId = orderIdOfToken(request, token);
}

/**
 * The order the caller may pay: the one his order link names, and no other (another id answers 404 as
 * a missing one), or, signed in, his own.
 */
export async function loadOrderToPay(db: Db, request: FastifyRequest, orderId: string): Promise<OrderRow> {
  if (request.linkedOrderId === undefined) return loadOrderFor(db, request.user, orderId, 'owner');
  const row = request.linkedOrderId === orderId ? await findOrder(db, orderId) : undefined;
  if (!row) throw notFound('No order with that id');
  return row;
}

import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  orderMessages,
  transitionRefusal,
  type OrderEventName,
  type OrderStatus,
} from '@crankworks/contract';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { order } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { OrderRow } from './order-dto.ts';

/** What happens to an order, with what the event brings. */
export type OrderEvent =
  | { name: 'pay'; transactionId: string }
  | { name: 'ship-part' }
  /** The last pieces left; `at` dates it (a restock that leaves nothing to ship dates it by the last parcel). */
  | { name: 'ship-rest'; at?: Date }
  | { name: 'deliver' }
  | { name: 'cancel' }
  | { name: 'expire' }
  | { name: 'cancel-paid' };

type Columns = Omit<PgUpdateSetSource<typeof order>, 'status'>;
type EventOf<Name extends OrderEventName> = Extract<OrderEvent, { name: Name }>;

interface Transition<Name extends OrderEventName> {
  from: readonly OrderStatus[];
  to: OrderStatus;
  /** What else must hold, besides the state (checked in the same statement). */
  guard?: SQL;
  /** The history the move writes beside the state: timestamps, and the flags the release before reads. */
  writes: (event: EventOf<Name>) => Columns;
}

const now = sql`now()`;
const firstShipment = sql`coalesce(${order.firstShipmentAt}, now())`;
/** No payment can still succeed: none was started, or its intent was cancelled for this withdrawal. */
const noLivePayment = (how: 'cancel' | 'expire') =>
  or(isNull(order.paymentIntentId), eq(order.withdrawal, how));

/**
 * Every move an order can make (decision 059). Nothing else writes `status`: each write is one
 * conditional UPDATE through `moveOrder`, which refuses any event its table row does not allow.
 */
export const transitions: { [Name in OrderEventName]: Transition<Name> } = {
  pay: {
    from: ['unpaid'],
    to: 'paid',
    // A payment that succeeds while the order was being withdrawn wins: the order is kept.
    writes: ({ transactionId }) => ({
      paid: true,
      transactionId,
      paidAt: now,
      withdrawal: null,
      withdrawalRequestedAt: null,
    }),
  },
  'ship-part': {
    from: ['paid', 'partially_shipped'],
    to: 'partially_shipped',
    writes: () => ({ firstShipmentAt: firstShipment }),
  },
  'ship-rest': {
    from: ['paid', 'partially_shipped'],
    to: 'shipped',
    writes: ({ at }) => ({ shipped: true, shippedAt: at ?? now, firstShipmentAt: firstShipment }),
  },
  deliver: { from: ['shipped'], to: 'delivered', writes: () => ({ deliveredAt: now }) },
  cancel: {
    from: ['unpaid'],
    to: 'cancelled',
    guard: noLivePayment('cancel'),
    writes: () => ({ cancelledAt: now, withdrawal: null, withdrawalRequestedAt: null }),
  },
  expire: {
    from: ['unpaid'],
    to: 'expired',
    guard: noLivePayment('expire'),
    writes: () => ({ cancelledAt: now, expiredAt: now, withdrawal: null, withdrawalRequestedAt: null }),
  },
  'cancel-paid': { from: ['paid'], to: 'cancelled', writes: () => ({ cancelledAt: now }) },
};

/** Whether the table lets this event happen to an order in this state. */
export const allows = (status: OrderStatus, event: OrderEventName) =>
  transitions[event].from.includes(status);

function moveStatement(db: Db, orderId: string, event: OrderEvent) {
  const rule = transitions[event.name] as Transition<OrderEventName>;
  return db
    .update(order)
    .set({ ...rule.writes(event), status: rule.to })
    .where(and(eq(order.id, orderId), inArray(order.status, [...rule.from]), rule.guard))
    .returning();
}

/**
 * Moves an order by an event in one conditional statement, or leaves it as it is and answers
 * undefined when the order is not in a state the event applies to (the caller decides whether that
 * is a repeat or a refusal).
 */
export async function tryMoveOrder(
  db: Db,
  orderId: string,
  event: OrderEvent,
): Promise<OrderRow | undefined> {
  const [moved] = await moveStatement(db, orderId, event);
  return moved;
}

/** Moves an order by an event, or refuses with a 409 that says where the order stands (404 if none). */
export async function moveOrder(db: Db, orderId: string, event: OrderEvent): Promise<OrderRow> {
  const moved = await tryMoveOrder(db, orderId, event);
  if (moved) return moved;
  const [current] = await db.select().from(order).where(eq(order.id, orderId));
  if (!current) throw notFound('No order with that id');
  // The state allows it and the guard did not: a payment of the order may still succeed.
  if (allows(current.status, event.name)) throw conflict(orderMessages.paymentOpen);
  throw conflict(transitionRefusal(current.status, event.name));
}

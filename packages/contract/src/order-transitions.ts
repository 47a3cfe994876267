import { orderMessages, type OrderStatus } from './orders.ts';

/** What can happen to an order; each moves it along the transition table on the server. */
export type OrderEventName =
  'pay' | 'ship-part' | 'ship-rest' | 'deliver' | 'cancel' | 'expire' | 'cancel-paid';

/** Where an order stands, said as the reason an event cannot happen to it. */
const standing: Record<OrderStatus, string> = {
  unpaid: 'This order is not paid yet',
  paid: 'This order is already paid',
  partially_shipped: 'Part of this order has already shipped',
  shipped: 'This order has already shipped',
  delivered: 'This order has already been delivered',
  cancelled: orderMessages.cancelled,
  expired: orderMessages.expired,
};

const asked: Record<OrderEventName, string> = {
  pay: 'paid',
  'ship-part': 'shipped',
  'ship-rest': 'shipped',
  deliver: 'marked delivered',
  cancel: 'cancelled',
  expire: 'expired',
  'cancel-paid': 'cancelled',
};

/** The 409's words when an event does not apply to an order in this state. */
export const transitionRefusal = (status: OrderStatus, event: OrderEventName) =>
  `${standing[status]}, so it cannot be ${asked[event]}`;

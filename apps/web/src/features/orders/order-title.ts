import { orderTitle as titleOf, type Order } from '@crankworks/contract';

type OrderParts = Pick<Order, 'name' | 'orderQty' | 'lineCount'>;

/** The title's words after the first part: " and 2 more", or nothing for a one-part order. */
export const andMoreParts = ({ lineCount }: Pick<Order, 'lineCount'>) => titleOf('', lineCount);

/** How an order is named in a list: its part, or its first part "and 2 more". */
export const orderTitle = (order: OrderParts) => titleOf(order.name, order.lineCount);

/** What an order holds, in a sentence: "6 × Carbon Crankset", or its title when it holds several parts. */
export const orderContents = (order: OrderParts) =>
  order.lineCount > 1 ? orderTitle(order) : `${order.orderQty} × ${order.name}`;

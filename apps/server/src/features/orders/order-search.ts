import { TO_SHIP_STATUSES, type OrderStatusFilter } from '@crankworks/contract';
import { between, inArray, or, sql, type SQL } from 'drizzle-orm';
import { order, orderLine } from '../../db/schema/index.ts';
import { containsAny } from '../../lib/search.ts';

/** How an id is written; `x` is a hex digit. */
const ID_SHAPE = 'xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx';
const HEX = /^[0-9a-f]$/;

/** The fewest characters of an id a search must hold to look for ids that start with it. */
const MIN_ID_PREFIX = 4;

/**
 * The ids starting with `text` (Manage Orders' reference "#1a2b3c4d", or a whole id), as the
 * lowest and highest such id, or null when the text is not the start of an id. A range of the
 * primary key: its index finds them, where `id::text LIKE '1a2b%'` would read every order.
 */
export function idPrefixRange(text: string): [string, string] | null {
  const prefix = text.replace(/^#/, '').toLowerCase();
  if (prefix.length < MIN_ID_PREFIX || prefix.length > ID_SHAPE.length) return null;
  const fits = [...prefix].every((char, at) => (ID_SHAPE[at] === '-' ? char === '-' : HEX.test(char)));
  if (!fits) return null;
  const rest = ID_SHAPE.slice(prefix.length);
  return [prefix + rest.replaceAll('x', '0'), prefix + rest.replaceAll('x', 'f')];
}

/**
 * Manage Orders' search: the orders containing the text in their own columns (`own`), starting
 * with it as their reference or id, or holding a part by that name on any line. One `IN` over a
 * union, each branch found by its own index (the gram indexes, the primary key), where an `OR`
 * with the lines would read every order.
 */
export function ordersMatching(own: SQL, text: string): SQL {
  const range = idPrefixRange(text);
  const ownOrId = range ? or(own, between(order.id, ...range)) : own;
  const onLines = containsAny([orderLine.productName], text, { gramIndexed: true });
  return sql`${order.id} in (select ${order.id} from ${order} where ${ownOrId}
    union all select ${orderLine.orderId} from ${orderLine} where ${onLines})`;
}

/** The orders of one state, or of the "to ship" queue; every order without a filter. */
export const statusIs = (status: OrderStatusFilter | undefined) =>
  status && inArray(order.status, status === 'to_ship' ? [...TO_SHIP_STATUSES] : [status]);

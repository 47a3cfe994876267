import {
  cartMessages,
  cartQuantityRefusal,
  guestCheckoutMessages,
  refusalOf,
  type GuestCheckoutBody,
} from '@crankworks/contract';
import type { Database } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import { findProducts } from '../products/index.ts';
import type { MailedOrder } from './order-mails.ts';
import { shipToTextOf, type Shipment } from './order-shipment.ts';
import { pricedLine, type PricedLine } from './order-statement.ts';
import { placeLines, type PlacementRules, type UnpaidLimits } from './place-lines.ts';

/** A guest's refusals, named by his cart's lines as checkout names them. */
const guestRules: PlacementRules = {
  refusal(lines: PricedLine[]) {
    for (const line of lines) {
      const refusal = cartQuantityRefusal(line.qty, line);
      if (refusal) return conflict(cartMessages.lineRefused(line.name, refusal), 'lines');
    }
    return undefined;
  },
  totalField: 'lines',
  changed: () => conflict(cartMessages.changed, 'lines'),
  // The limit is the e-mail's, and a guest has no My Orders to pay one from.
  noHoldFree: (maxUnpaid) =>
    conflict(refusalOf('email', guestCheckoutMessages.tooManyUnpaid(maxUnpaid)), 'email'),
};

/** The browser cart's lines, one per part: a part listed twice orders both quantities. */
function linesByPart(lines: GuestCheckoutBody['lines']) {
  const qtyByPart = new Map<string, number>();
  for (const { productId, qty } of lines) qtyByPart.set(productId, (qtyByPart.get(productId) ?? 0) + qty);
  return qtyByPart;
}

/**
 * Guest checkout (decision 066): the visitor's browser cart becomes one unpaid order of no account,
 * in the e-mail he gave, placed by the same statement as every order (locks, minimums, tiers, the
 * hold and its deadline) with his e-mail's holds. A part no longer sold is refused by its place in the
 * cart, since the browser may not know its name.
 */
export async function placeGuestOrder(
  database: Pick<Database, 'db' | 'runPrepared'>,
  input: GuestCheckoutBody,
  options: UnpaidLimits & { shipment?: Shipment | undefined },
): Promise<MailedOrder> {
  const qtyByPart = linesByPart(input.lines);
  const parts = new Map(
    (await findProducts(database.db, [...qtyByPart.keys()])).map((part) => [part.id, part]),
  );
  const lines = [...qtyByPart].map(([productId, qty]) => {
    const part = parts.get(productId);
    if (!part) throw conflict(guestCheckoutMessages.partGone, 'lines');
    return pricedLine(part, qty);
  });
  const customer = { id: null, name: input.name, email: input.email };
  const order = { customer, shipTo: shipToTextOf(input), fromCart: false, ...options };
  return placeLines(database.runPrepared, order, lines, guestRules);
}

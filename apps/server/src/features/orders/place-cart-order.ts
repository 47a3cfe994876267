import { cartMessages, cartQuantityRefusal, type CheckoutBody } from '@crankworks/contract';
import type { Database } from '../../db/client.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import type { MailedOrder } from './order-mails.ts';
import { shipToTextOf, type Shipment } from './order-shipment.ts';
import { readCartLinesStatement, toPricedLine, type PricedLine } from './order-statement.ts';
import { placeLines, type Customer, type PlacementRules, type UnpaidLimits } from './place-lines.ts';

/** Checkout's refusals, named by the cart: empty, the first line that does not fit its part, its total. */
const checkoutRules: PlacementRules = {
  refusal(lines: PricedLine[]) {
    if (lines.length === 0) return badRequest(cartMessages.empty, 'cart');
    for (const line of lines) {
      const refusal = cartQuantityRefusal(line.qty, line);
      if (refusal) return conflict(cartMessages.lineRefused(line.name, refusal), 'cart');
    }
    return undefined;
  },
  totalField: 'cart',
  changed: () => conflict(cartMessages.changed, 'cart'),
};

/**
 * Checkout: the customer's cart becomes one unpaid order, all lines or none. The cart is read without
 * locks and each line judged against its part; then the order statement locks the cart and its parts
 * and places the order only if they still read the same (decision 053). A line that no longer fits is
 * refused by name; any other change is tried again.
 */
export async function placeCartOrder(
  database: Pick<Database, 'runPrepared'>,
  customer: Customer,
  input: CheckoutBody,
  options: UnpaidLimits & { shipment?: Shipment | undefined },
): Promise<MailedOrder> {
  const read = await database.runPrepared(readCartLinesStatement, { userId: customer.id });
  const order = { customer, shipTo: shipToTextOf(input), fromCart: true, ...options };
  return placeLines(database.runPrepared, order, read.map(toPricedLine), checkoutRules);
}

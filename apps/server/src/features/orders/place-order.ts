import { cartQuantityRefusal, type PlaceOrder } from '@crankworks/contract';
import type { Database } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { findProduct, type PricedPart } from '../products/index.ts';
import type { MailedOrder } from './order-mails.ts';
import { shipToTextOf, type Shipment } from './order-shipment.ts';
import { pricedLine, type PricedLine } from './order-statement.ts';
import { placeLines, type Customer, type PlacementRules, type UnpaidLimits } from './place-lines.ts';

/** Reads a part, perhaps from a cache: what it says is only trusted once the order statement agrees. */
export type ReadPart = (id: string) => Promise<PricedPart | undefined>;

/** Buy Now's refusals, as the purchase form words them: its one line's quantity, or its total. */
const buyNowRules: PlacementRules = {
  refusal(lines: PricedLine[]) {
    const [line] = lines;
    if (!line) return notFound('No product with that id');
    // Sold out, its minimum, its stock: the cart's rules, in the purchase form's words.
    const refusal = cartQuantityRefusal(line.qty, line);
    return refusal ? badRequest(refusal, 'orderQty') : undefined;
  },
  totalField: 'orderQty',
  changed: () => conflict('Not enough stock', 'orderQty'),
};

/**
 * Buy Now: an unpaid order of one part, placed by the same statement as a cart's checkout with the
 * one line the purchase form asked for, the cart left alone. The part may be read from `readPart` (a
 * cache): a part read there is only refused once the database says the same.
 */
export async function placeOrder(
  database: Pick<Database, 'db' | 'runPrepared'>,
  customer: Customer,
  input: PlaceOrder,
  options: UnpaidLimits & { readPart?: ReadPart; shipment?: Shipment | undefined },
): Promise<MailedOrder> {
  const fromDatabase = () => findProduct(database.db, input.productId);
  const cached = await options.readPart?.(input.productId);
  const part =
    cached && !buyNowRules.refusal([pricedLine(cached, input.orderQty)]) ? cached : await fromDatabase();
  const { maxUnpaid, holdMinutes, shipment } = options;
  const order = { customer, shipTo: shipToTextOf(input), shipment, fromCart: false, maxUnpaid, holdMinutes };
  return placeLines(database.runPrepared, order, part ? [pricedLine(part, input.orderQty)] : [], buyNowRules);
}

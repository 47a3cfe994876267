import { randomUUID } from 'node:crypto';
import {
  MAX_ORDER_TOTAL_CENTS,
  cartMessages,
  cartQuantityRefusal,
  orderMessages,
  type Checkout,
} from '@crankworks/contract';
import type { Database } from '../../db/client.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { mailValues } from '../../lib/mail/queue-mail.ts';
import {
  checkoutStatement,
  readCheckoutLinesStatement,
  toCheckoutLine,
  type CheckoutLine,
} from './checkout-statements.ts';
import { orderPlacedMail, type MailedOrder } from './order-mails.ts';
import type { OrderLineRow } from './order-lines.ts';
import { buyerValues, type Customer } from './place-order.ts';

/** Times the cart is read again when it changed (not its stock: a part's name, price or a line) mid-checkout. */
const ATTEMPTS = 3;

/** Every line must fit its part as it was read; the first that does not is named. */
function refuseLinesThatDoNotFit(lines: CheckoutLine[]) {
  if (lines.length === 0) throw badRequest(cartMessages.empty, 'cart');
  for (const line of lines) {
    const refusal = cartQuantityRefusal(line.qty, line);
    if (refusal) throw conflict(cartMessages.lineRefused(line.name, refusal), 'cart');
  }
  const totalCents = lines.reduce((sum, line) => sum + line.unitCents * line.qty, 0);
  if (totalCents > MAX_ORDER_TOTAL_CENTS) throw badRequest(orderMessages.totalTooLarge, 'cart');
  return totalCents;
}

const toOrderLine = (line: CheckoutLine): OrderLineRow => ({
  productId: line.productId,
  productName: line.name,
  productDescription: line.shortDescription,
  priceCents: line.unitCents,
  qty: line.qty,
});

/**
 * One try at checkout from the cart as it was read: the order placed, or nothing placed and the cart's
 * lines as they were under lock.
 */
export async function checkOutLines(
  { runPrepared }: Pick<Database, 'runPrepared'>,
  customer: Customer,
  input: Checkout,
  lines: CheckoutLine[],
): Promise<{ placed: MailedOrder } | { placed: null; lines: CheckoutLine[] }> {
  const totalCents = refuseLinesThatDoNotFit(lines);
  const orderLines = lines.map(toOrderLine);
  const [first] = lines as [CheckoutLine, ...CheckoutLine[]];
  const placed: MailedOrder = {
    id: randomUUID(),
    productName: first.name,
    priceCents: first.unitCents,
    orderQty: first.qty,
    totalCents,
    lineCount: lines.length,
    userName: customer.name,
    userEmail: customer.email,
    address: input.address,
  };
  const mail = orderPlacedMail(placed, orderLines);
  const rows = await runPrepared(checkoutStatement, {
    lines: JSON.stringify(
      lines.map((line, index) => ({
        line_no: index + 1,
        product_id: line.productId,
        qty: line.qty,
        name: line.name,
        description: line.shortDescription,
        unit_cents: line.unitCents,
      })),
    ),
    orderId: placed.id,
    ...buyerValues(customer, input),
    ...mailValues(mail),
  });
  return rows[0]?.[7] === 't' ? { placed } : { placed: null, lines: rows.map(toCheckoutLine) };
}

/**
 * Checkout: the customer's cart becomes one unpaid order, all lines or none. The cart is read, each
 * line judged against its part and the "order placed" e-mail composed from it; then one statement
 * (`checkoutStatement`) locks the cart and its parts and, if they still read the same and every line
 * fits, takes the stock of every line, records the order, its lines (priced by quantity tier in the
 * database) and its e-mail, and empties the cart. If not, it answers the lines as they were under
 * lock: a line that no longer fits is refused by name, and any other change is tried again.
 */
export async function placeCartOrder(
  database: Pick<Database, 'runPrepared'>,
  customer: Customer,
  input: Checkout,
): Promise<MailedOrder> {
  const read = await database.runPrepared(readCheckoutLinesStatement, { userId: customer.id });
  let lines = read.map(toCheckoutLine);
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const result = await checkOutLines(database, customer, input, lines);
    if (result.placed) return result.placed;
    lines = result.lines;
  }
  refuseLinesThatDoNotFit(lines);
  throw conflict(cartMessages.changed, 'cart');
}

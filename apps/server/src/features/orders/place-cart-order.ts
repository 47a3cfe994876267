import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  MAX_ORDER_TOTAL_CENTS,
  cartMessages,
  cartQuantityRefusal,
  orderMessages,
  type Checkout,
} from '@crankworks/contract';
import type { Db } from '../../db/client.ts';
import { order, orderLine, product } from '../../db/schema/index.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { queueMail } from '../../lib/mail/queue-mail.ts';
import { byAdding, emptyCart, lockCartForCheckout, unitCentsOf, type CartLineRow } from '../cart/index.ts';
import { orderPlacedMail, type MailedOrder } from './order-mails.ts';
import type { OrderLineRow } from './order-lines.ts';
import type { Customer } from './place-order.ts';

/** Every line must still fit its part as it is now, under lock; the first that does not is named. */
function refuseLinesThatNoLongerFit(lines: CartLineRow[]) {
  if (lines.length === 0) throw badRequest(cartMessages.empty, 'cart');
  for (const line of lines) {
    const refusal = cartQuantityRefusal(line.qty, line);
    if (refusal) throw conflict(cartMessages.lineRefused(line.name, refusal), 'cart');
  }
  const totalCents = lines.reduce((sum, line) => sum + unitCentsOf(line) * line.qty, 0);
  if (totalCents > MAX_ORDER_TOTAL_CENTS) throw badRequest(orderMessages.totalTooLarge, 'cart');
  return totalCents;
}

/** Every line's stock in one statement: the parts stay locked for as few round trips as can be. */
async function takeStock(tx: Db, lines: CartLineRow[]) {
  const taken = sql.join(
    lines.map((line) => sql`(${line.productId}::uuid, ${line.qty}::int)`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${product} set ${sql.identifier(product.availableQty.name)} = ${product.availableQty} - taken.qty
        from (values ${taken}) as taken(id, qty) where ${product.id} = taken.id`,
  );
}

const toOrderLine = (line: CartLineRow): OrderLineRow => ({
  productId: line.productId,
  productName: line.name,
  productDescription: line.shortDescription,
  priceCents: unitCentsOf(line),
  qty: line.qty,
});

/**
 * Checkout: the customer's cart becomes one unpaid order. In one transaction the cart's parts are
 * locked (in id order, so checkouts sharing parts queue rather than deadlock), every line is checked
 * against its part as it is now, the stock of every line is taken, the order and its lines are
 * recorded with unit prices (by quantity tier) from the database, its e-mail is queued and the cart
 * is emptied: all of it, or nothing.
 */
export async function placeCartOrder(db: Db, customer: Customer, input: Checkout): Promise<MailedOrder> {
  return db.transaction(async (tx) => {
    const locked = await lockCartForCheckout(tx, customer.id);
    const totalCents = refuseLinesThatNoLongerFit(locked);
    await takeStock(tx, locked);
    const lines = locked.sort(byAdding).map(toOrderLine);
    const [first] = lines as [OrderLineRow, ...OrderLineRow[]];
    const placed: MailedOrder = {
      id: randomUUID(),
      productName: first.productName,
      priceCents: first.priceCents,
      orderQty: first.qty,
      totalCents,
      lineCount: lines.length,
      userName: customer.name,
      userEmail: customer.email,
      address: input.address,
    };
    await tx.insert(order).values({
      ...placed,
      productId: first.productId,
      productDescription: first.productDescription,
      userId: customer.id,
      phone: input.phone,
    });
    await tx
      .insert(orderLine)
      .values(lines.map((line, index) => ({ ...line, orderId: placed.id, lineNo: index + 1 })));
    await queueMail(tx, orderPlacedMail(placed, lines));
    await emptyCart(tx, customer.id);
    return placed;
  });
}

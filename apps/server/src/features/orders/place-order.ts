import { eq, sql } from 'drizzle-orm';
import { MAX_ORDER_TOTAL_CENTS, messages, orderMessages, type NewOrder } from '@crankworks/contract';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { product } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { orderPlacedMail } from '../mail/order-mails.ts';
import { queueMail } from '../mail/queue-mail.ts';
import type { OrderRow } from './order-dto.ts';

export interface Customer {
  id: string;
  name: string;
  email: string;
}

export type PlacedOrder = Pick<
  OrderRow,
  'id' | 'productName' | 'priceCents' | 'orderQty' | 'userName' | 'userEmail' | 'address'
>;

/**
 * Places an unpaid order in one statement: the product's row is updated only if the quantity obeys its
 * minimum, its stock and the largest total, and the order is inserted from that row, so its name,
 * description and price come from the database, never from the client. One atomic statement is both the
 * stock check and the taking: concurrent orders can never oversell. The customer's "order placed"
 * e-mail is written to the outbox in the same transaction.
 */
export async function placeOrder(db: Db, customer: Customer, input: NewOrder): Promise<PlacedOrder> {
  const placed = await db.transaction(async (tx) => {
    const [row] = await takeStockAndInsert(tx, customer, input);
    if (row) await queueMail(tx, orderPlacedMail(row));
    return row;
  });
  if (placed) return placed;
  throw await whyRefused(db, input);
}

function takeStockAndInsert(db: Db, customer: Customer, input: NewOrder) {
  return db
    .execute(
      sql`
      with taken as (
        update "product" set available_qty = available_qty - ${input.orderQty}
        where id = ${input.productId}
          and available_qty >= ${input.orderQty}
          and minimum_qty <= ${input.orderQty}
          and price_cents::bigint * ${input.orderQty} <= ${MAX_ORDER_TOTAL_CENTS}
        returning id, name, short_description, price_cents
      )
      insert into "order" (product_id, product_name, product_description, price_cents, order_qty,
                           user_id, user_name, user_email, address, phone)
      select id, name, short_description, price_cents, ${input.orderQty},
             ${customer.id}, ${customer.name}, ${customer.email}, ${input.address}, ${input.phone}
      from taken
      returning id, product_name as "productName", price_cents as "priceCents", order_qty as "orderQty",
                user_name as "userName", user_email as "userEmail", address`,
    )
    .then((result) => rowsOf<PlacedOrder>(result));
}

/** The rule the order broke, read after the statement placed nothing (the rare path). */
async function whyRefused(db: Db, input: NewOrder) {
  const [current] = await db.select().from(product).where(eq(product.id, input.productId));
  if (!current) return notFound('No product with that id');
  if (input.orderQty < current.minimumQty)
    return badRequest(messages.orderMoreThan(current.minimumQty), 'orderQty');
  if (input.orderQty > current.availableQty)
    return badRequest(messages.orderLessThan(current.availableQty), 'orderQty');
  if (current.priceCents * input.orderQty > MAX_ORDER_TOTAL_CENTS)
    return badRequest(orderMessages.totalTooLarge, 'orderQty');
  // The stock was there when the statement ran, or it would have been refused above: it was taken meanwhile.
  return conflict('Not enough stock', 'orderQty');
}

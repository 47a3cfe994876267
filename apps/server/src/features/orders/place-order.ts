import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  cartQuantityRefusal,
  MAX_ORDER_TOTAL_CENTS,
  orderMessages,
  unitPriceFor,
  type NewOrder,
} from '@crankworks/contract';
import type { Database } from '../../db/client.ts';
import { prepareStatement } from '../../db/prepared.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { mailValues, queueMailFrom } from '../../lib/mail/queue-mail.ts';
import { findProduct, unitPriceCentsAt, type PricedPart } from '../products/index.ts';
import { orderPlacedMail, type MailedOrder } from './order-mails.ts';

export interface Customer {
  id: string;
  name: string;
  email: string;
}

export type PlacedOrder = MailedOrder;

/** Reads of the product before giving up when others keep changing it between read and write. */
const ATTEMPTS = 3;

/**
 * What is wrong with the order's quantity for the part as read: sold out, its minimum, its stock (the
 * cart's rules), the largest total.
 */
function quantityRefusal(part: PricedPart, quantity: number, unitCents: number) {
  const refusal = cartQuantityRefusal(quantity, part);
  if (refusal) return badRequest(refusal, 'orderQty');
  if (unitCents * quantity > MAX_ORDER_TOTAL_CENTS)
    return badRequest(orderMessages.totalTooLarge, 'orderQty');
  return undefined;
}

/** Reads a part, perhaps from a cache: what it says is only trusted once the order statement agrees. */
export type ReadPart = (id: string) => Promise<PricedPart | undefined>;

/**
 * Places an unpaid order: the part is read and the quantity checked against it, then one statement
 * takes the stock (only if it is still there and the part still reads the same), inserts the order
 * with the part's name, description and unit price (by its quantity tier) from the database, and
 * writes the customer's "order placed" e-mail to the outbox. One atomic statement, so concurrent
 * orders never oversell and an order never exists without its e-mail; if the part changed in
 * between, it is read again. The first read may come from `readPart` (a cache); a refusal is only
 * ever given on a part read from the database.
 */
export async function placeOrder(
  database: Pick<Database, 'db' | 'runPrepared'>,
  customer: Customer,
  input: NewOrder,
  readPart?: ReadPart,
): Promise<PlacedOrder> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const cached = attempt === 1 && readPart !== undefined;
    const part = cached ? await readPart(input.productId) : await findProduct(database.db, input.productId);
    if (!part) {
      if (cached) continue;
      throw notFound('No product with that id');
    }
    const unitCents = unitPriceFor({ price: part.priceCents, tiers: part.tiers }, input.orderQty);
    const refusal = quantityRefusal(part, input.orderQty, unitCents);
    if (refusal) {
      if (cached) continue;
      throw refusal;
    }
    const placed: PlacedOrder = {
      id: randomUUID(),
      productName: part.name,
      priceCents: unitCents,
      orderQty: input.orderQty,
      totalCents: unitCents * input.orderQty,
      lineCount: 1,
      userName: customer.name,
      userEmail: customer.email,
      address: input.address,
    };
    if (await takeStockAndRecord(database, part, customer, input, placed)) return placed;
  }
  throw conflict('Not enough stock', 'orderQty');
}

const value = (name: string) => sql.placeholder(name);

const unitPriceCents = unitPriceCentsAt(value('qty'));

/** Takes the stock and records the order and its e-mail, or nothing; parsed and planned once. */
const takeStockAndRecordStatement = prepareStatement(
  'place_order',
  sql`
    with taken as (
      update "product" set available_qty = available_qty - ${value('qty')}
      where id = ${value('productId')}
        and available_qty >= ${value('qty')}
        and minimum_qty <= ${value('qty')}
        and name = ${value('name')}
        and short_description = ${value('description')}
        and ${unitPriceCents} = ${value('priceCents')}
      returning id, name, short_description, ${unitPriceCents} as price_cents
    ), recorded as (
      insert into "order" (id, product_id, product_name, product_description, price_cents, order_qty,
                           total_cents, user_id, user_name, user_email, address, phone)
      select ${value('orderId')}, id, name, short_description, price_cents, ${value('qty')},
             price_cents::bigint * ${value('qty')},
             ${value('userId')}, ${value('userName')}, ${value('userEmail')}, ${value('address')}, ${value('phone')}
      from taken
      returning id
    ), lined as (
      insert into order_line (order_id, line_no, product_id, product_name, product_description, price_cents, qty)
      select ${value('orderId')}, 1, id, name, short_description, price_cents, ${value('qty')}
      from taken
    )
    ${queueMailFrom(sql`recorded`)}
    returning 1 as recorded`,
);

/** The prepared order statements' values for who orders and where it goes. */
export const buyerValues = (customer: Customer, shipTo: { address: string; phone: string }) => ({
  userId: customer.id,
  userName: customer.name,
  userEmail: customer.email,
  address: shipTo.address,
  phone: shipTo.phone,
});

async function takeStockAndRecord(
  { runPrepared }: Pick<Database, 'runPrepared'>,
  part: PricedPart,
  customer: Customer,
  input: NewOrder,
  placed: PlacedOrder,
): Promise<boolean> {
  const mail = orderPlacedMail(placed);
  const rows = await runPrepared(takeStockAndRecordStatement, {
    qty: input.orderQty,
    productId: part.id,
    name: part.name,
    description: part.shortDescription,
    priceCents: placed.priceCents,
    orderId: placed.id,
    ...buyerValues(customer, input),
    ...mailValues(mail),
  });
  return rows.length === 1;
}

import { and, eq, gte, sql } from 'drizzle-orm';
import { MAX_ORDER_TOTAL_CENTS, messages, orderMessages, type NewOrder } from '@crankworks/contract';
import type { Db } from '../../db/client.ts';
import { order, product } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { orderPlacedMail } from '../mail/order-mails.ts';
import { queueMail } from '../mail/queue-mail.ts';
import type { OrderRow } from './order-dto.ts';

export interface Customer {
  id: string;
  name: string;
  email: string;
}

/**
 * Places an unpaid order (DESIGN §3.2, §3.8). The product's name, description and price come from
 * the database, never from the client. The quantity leaves stock through one conditional UPDATE in
 * the same transaction as the insert, so concurrent orders can never oversell.
 */
export async function placeOrder(db: Db, customer: Customer, input: NewOrder): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(product).where(eq(product.id, input.productId));
    if (!current) throw notFound('No product with that id');
    if (input.orderQty < current.minimumQty)
      throw badRequest(messages.orderMoreThan(current.minimumQty), 'orderQty');
    if (input.orderQty > current.availableQty)
      throw badRequest(messages.orderLessThan(current.availableQty), 'orderQty');
    if (current.priceCents * input.orderQty > MAX_ORDER_TOTAL_CENTS)
      throw badRequest(orderMessages.totalTooLarge, 'orderQty');

    const [taken] = await tx
      .update(product)
      .set({ availableQty: sql`${product.availableQty} - ${input.orderQty}` })
      .where(and(eq(product.id, input.productId), gte(product.availableQty, input.orderQty)))
      .returning();
    // Another order took the stock between our read and this update.
    if (!taken) throw conflict('Not enough stock', 'orderQty');

    const [placed] = await tx
      .insert(order)
      .values({
        productId: taken.id,
        productName: taken.name,
        productDescription: taken.shortDescription,
        priceCents: taken.priceCents,
        orderQty: input.orderQty,
        userId: customer.id,
        userName: customer.name,
        userEmail: customer.email,
        address: input.address,
        phone: input.phone,
      })
      .returning();
    if (!placed) throw new Error('insert returned no row');
    await queueMail(tx, orderPlacedMail(placed));
    return placed;
  });
}

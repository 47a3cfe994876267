import { eq } from 'drizzle-orm';
import { MAX_ORDER_TOTAL_CENTS, MINIMUM_CHARGE_CENTS, closedOrderMessage } from '@crankworks/contract';
import type { Db } from '../../db/client.ts';
import { order } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { SHOP_CURRENCY } from '../../lib/money.ts';
import { lockOrder, orderTotalCents, type OrderRow } from '../orders/index.ts';
import {
  orderIdempotencyKey,
  type CreatedIntent,
  type PaymentProvider,
} from './providers/payment-provider.ts';

/**
 * The customer starts paying an order: the provider makes (or, asked again, returns the same) intent
 * for the order's amount, and the order records it — under the order's row lock, so a cancellation
 * running at the same moment either sees the intent and cancels it, or removed the order first.
 */
export async function startPayment(
  db: Db,
  provider: PaymentProvider,
  current: OrderRow,
): Promise<{ intent: CreatedIntent; amountCents: number }> {
  const amountCents = orderTotalCents(current);
  // Orders placed before the smallest total was checked at placing may lie below it.
  if (amountCents < MINIMUM_CHARGE_CENTS) throw conflict('A card payment must be at least $0.50');
  // Orders placed before totals were capped may lie above what a card can be charged.
  if (amountCents > MAX_ORDER_TOTAL_CENTS) throw conflict('A card payment can be at most $999,999.99');
  return db.transaction(async (tx) => {
    const locked = await lockOrder(tx, current.id);
    if (!locked) throw notFound('No order with that id');
    if (locked.paid) throw conflict('This order is already paid');
    if (locked.cancelledAt) throw conflict(closedOrderMessage(locked));
    const intent = await provider.createIntent(
      {
        orderId: locked.id,
        amountCents,
        currency: SHOP_CURRENCY,
        idempotencyKey: orderIdempotencyKey(locked.id, amountCents),
      },
      tx,
    );
    if (locked.paymentIntentId !== intent.id)
      await tx.update(order).set({ paymentIntentId: intent.id }).where(eq(order.id, locked.id));
    return { intent, amountCents };
  });
}

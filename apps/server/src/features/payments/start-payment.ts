import { and, eq, isNull } from 'drizzle-orm';
import {
  MAX_ORDER_TOTAL_CENTS,
  MINIMUM_CHARGE_CENTS,
  closedOrderMessage,
  orderMessages,
} from '@crankworks/contract';
import type { Db } from '../../db/client.ts';
import { order } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { SHOP_CURRENCY } from '../../lib/money.ts';
import { findOrder, isClosed, orderTotalCents, type OrderRow } from '../orders/index.ts';
import {
  orderIdempotencyKey,
  type CreatedIntent,
  type PaymentProvider,
} from './providers/payment-provider.ts';

/** Why an order that is not unpaid and open cannot start a payment. */
function refusalToPay(row: OrderRow) {
  if (isClosed(row)) return conflict(closedOrderMessage(row));
  if (row.status !== 'unpaid') return conflict('This order is already paid');
  if (row.withdrawal) return conflict(orderMessages.withdrawing);
  return undefined;
}

/**
 * The customer starts paying an order: the provider makes (or, asked again, returns the same) intent
 * for the order's amount, with no transaction open (decision 008), then one conditional statement
 * records it on the order if the order is still unpaid and nobody is withdrawing it. A cancellation
 * that came in between finds either the intent recorded (and cancels it) or, here, an order no
 * longer open: the intent just made is cancelled again and nobody ever sees its secret.
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
  const refusal = refusalToPay(current);
  if (refusal) throw refusal;
  const intent = await provider.createIntent({
    orderId: current.id,
    amountCents,
    currency: SHOP_CURRENCY,
    idempotencyKey: orderIdempotencyKey(current.id, amountCents),
  });
  const [recorded] = await db
    .update(order)
    .set({ paymentIntentId: intent.id })
    .where(and(eq(order.id, current.id), eq(order.status, 'unpaid'), isNull(order.withdrawal)))
    .returning({ id: order.id });
  if (recorded) return { intent, amountCents };
  const now = await findOrder(db, current.id);
  if (now?.paymentIntentId !== intent.id) await provider.cancelIntent(intent.id).catch(() => undefined);
  if (!now) throw notFound('No order with that id');
  throw refusalToPay(now) ?? conflict(orderMessages.withdrawing);
}

import { closedOrderMessage } from '@crankworks/contract';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { payments } from '../../lib/metrics.ts';
import { emptyCartOfPaidOrder } from '../cart/index.ts';
import { queueMail } from '../../lib/mail/queue-mail.ts';
import {
  findOrder,
  isClosed,
  issueInvoice,
  orderPaidStaffMail,
  paymentReceivedMail,
  tryMoveOrder,
  type OrderRow,
} from '../orders/index.ts';
import { staffAddress, type SellerFallbackConfig } from '../seller/index.ts';

export type MarkPaidOutcome =
  /** This call turned the order paid. */
  | 'paid'
  /** It was already paid by this same payment: a repeat (PATCH after webhook, webhook replay). */
  | 'already-paid'
  /** It was already paid by another payment: nothing changed. */
  | 'paid-by-other';

/**
 * Records a payment the caller has already confirmed with the provider. Idempotent: whichever of
 * PATCH /order/:id and the Stripe webhook comes first wins, the other changes nothing. A cancelled
 * order is never marked paid (its payment intent was cancelled before it was). The parts paid for
 * leave the cart the order was placed from (decision 065). The invoice is
 * issued and the customer's "payment received" e-mail written with the change, once (decision 060),
 * and the staff's "paid, to ship" one: `seller` is the settings' seller, for a shop that has stored
 * none in Settings yet, and the staff's address.
 */
export async function markPaid(
  db: Db,
  orderId: string,
  transactionId: string,
  seller: SellerFallbackConfig,
): Promise<{ outcome: MarkPaidOutcome; order: OrderRow }> {
  const updated = await db.transaction(async (tx) => {
    const row = await tryMoveOrder(tx, orderId, { name: 'pay', transactionId });
    if (!row) return row;
    await emptyCartOfPaidOrder(tx, row);
    const issued = await issueInvoice(tx, row, seller);
    await queueMail(tx, paymentReceivedMail(row, issued.number));
    const staff = staffAddress(issued.snapshot.seller, seller);
    if (staff) await queueMail(tx, orderPaidStaffMail(row, issued.number, staff));
    return row;
  });
  if (updated) {
    payments.inc({ outcome: 'paid' });
    return { outcome: 'paid', order: updated };
  }
  const existing = await findOrder(db, orderId);
  if (!existing) throw notFound('No order with that id');
  if (isClosed(existing)) throw conflict(closedOrderMessage(existing));
  return {
    outcome: existing.transactionId === transactionId ? 'already-paid' : 'paid-by-other',
    order: existing,
  };
}

import { closedOrderMessage } from '@crankworks/contract';
import type { Db } from '../../db/client.ts';
import { conflict, fieldRefused } from '../../lib/errors.ts';
import type { OrderPayments, OrderRow } from '../orders/index.ts';
import type { SellerFallbackConfig } from '../seller/index.ts';
import { markPaid } from './mark-paid.ts';
import { paysOrderTotal } from './payment-check.ts';

const alreadyPaid = () => conflict('This order is already paid');

/**
 * PATCH /order/:id (decision 003): the order becomes paid only once the provider confirms that this
 * payment succeeded, was made for this order and has this order's amount. A repeat is harmless.
 */
export async function payOrder(
  db: Db,
  provider: OrderPayments,
  current: OrderRow,
  transactionId: string,
  seller: SellerFallbackConfig,
): Promise<OrderRow> {
  if (current.paid) {
    if (current.transactionId === transactionId) return current;
    throw alreadyPaid();
  }
  if (current.cancelledAt) throw conflict(closedOrderMessage(current));
  const intent = await provider.retrieveIntent(transactionId);
  if (!intent || intent.orderId !== current.id) {
    throw fieldRefused('transactionId', 'is not a payment for this order');
  }
  if (intent.status !== 'succeeded') {
    throw fieldRefused('transactionId', 'is a payment that has not succeeded');
  }
  if (!paysOrderTotal(intent, current)) {
    throw fieldRefused('transactionId', "is a payment of another amount than this order's total");
  }
  const { outcome, order } = await markPaid(db, current.id, transactionId, seller);
  if (outcome === 'paid-by-other') throw alreadyPaid();
  return order;
}

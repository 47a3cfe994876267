import type { Db } from '../../db/client.ts';
import { payments } from '../../lib/metrics.ts';
import type { OrderRow } from './order-dto.ts';
import { markPaid } from './order-state.ts';
import type { OrderPayments } from './payment-port.ts';

/** What settling an order's payment left it as. */
export type Settlement = 'unpaid' | 'paid' | 'processing';

/**
 * Before an unpaid order is cancelled or deleted, the payment its customer may have started is
 * cancelled with the provider, so it can never be paid afterwards. If the provider says the payment
 * has already succeeded, the order becomes paid instead and must be kept. A payment still being
 * processed leaves the order as it is, to be settled once it has been decided. Call inside the
 * transaction that holds the order's row lock (`lockOrder`).
 */
export async function settlePayment(tx: Db, provider: OrderPayments, row: OrderRow): Promise<Settlement> {
  if (row.paid) return 'paid';
  if (!row.paymentIntentId) return 'unpaid';
  const outcome = await provider.cancelIntent(row.paymentIntentId, tx);
  if (outcome === 'canceled') {
    payments.inc({ outcome: 'canceled' });
    return 'unpaid';
  }
  if (outcome === 'processing') return 'processing';
  await markPaid(tx, row.id, row.paymentIntentId);
  return 'paid';
}

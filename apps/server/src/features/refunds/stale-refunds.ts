import type { FastifyInstance } from 'fastify';
import { runWhileUp, startBackgroundLoop } from '../../lib/background-loop.ts';
import { finishNextStaleRefund } from './finish-refund.ts';

/**
 * Part of buildApp: every server finishes the refunds a crash or a silent provider left pending,
 * asking the provider again with each refund's own key, as often as it looks for overdue holds
 * (ORDER_EXPIRY_POLL_MS). A refund the provider still does not answer is asked about again the next
 * round, not again and again within one.
 */
export function runStaleRefunds(app: FastifyInstance) {
  const { config, database, payments } = app.deps;
  const context = { db: database.db, provider: payments, log: app.log, seller: config };
  const passedOver = new Set<string>();
  const step = async () => {
    const found = await finishNextStaleRefund(context, passedOver);
    if (!found) passedOver.clear();
    return found;
  };
  runWhileUp(app, () =>
    startBackgroundLoop({
      step,
      pollMs: config.ORDER_EXPIRY_POLL_MS,
      log: app.log,
      failure: 'finishing refunds left pending failed; trying again later',
    }),
  );
}

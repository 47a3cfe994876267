import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { order } from '../../db/schema/index.ts';
import { runWhileUp, startBackgroundLoop } from '../../lib/background-loop.ts';
import { queueMail } from '../../lib/mail/queue-mail.ts';
import { withdrawSettledOrder } from './delete-order.ts';
import { findOrderLines } from './order-lines.ts';
import { orderExpiredMail } from './order-mails.ts';
import type { OrderPayments } from './payment-port.ts';

/**
 * Releases the oldest unpaid order whose hold has run out, if there is one: its payment is settled
 * with the provider (a payment that succeeded meanwhile makes it paid instead), then it is marked
 * cancelled and expired, every line's stock goes back and its customer is told, in one transaction.
 * Orders another server is releasing are skipped (`skip locked`), and a released order no longer
 * matches: each order is released (and mailed) once, whatever the number of servers. Returns whether
 * there was one.
 */
export async function expireNextOrder(
  db: Db,
  provider: OrderPayments,
  holdMinutes: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(order)
      .where(
        and(
          eq(order.paid, false),
          isNull(order.cancelledAt),
          sql`${order.createdAt} < now() - make_interval(mins => ${holdMinutes}::int)`,
        ),
      )
      .orderBy(asc(order.createdAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return false;
    if (await withdrawSettledOrder(tx, provider, row, 'expire'))
      await queueMail(tx, orderExpiredMail(row, await findOrderLines(tx, row), holdMinutes));
    return true;
  });
}

/** Part of buildApp: every server releases every overdue order, then looks again after a while. */
export function runHoldExpiry(app: FastifyInstance) {
  const { config, database, payments } = app.deps;
  runWhileUp(app, () =>
    startBackgroundLoop({
      step: () => expireNextOrder(database.db, payments, config.ORDER_HOLD_MINUTES),
      pollMs: config.ORDER_EXPIRY_POLL_MS,
      log: app.log,
      failure: 'releasing expired stock holds failed; trying again later',
    }),
  );
}

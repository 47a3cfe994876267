import { and, asc, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
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
 * matches: each order is released (and mailed) once, whatever the number of servers. An order whose
 * payment is still being processed stays as it is and goes into `passedOver`, which later calls look
 * past. Returns whether there was one.
 */
export async function expireNextOrder(
  db: Db,
  provider: OrderPayments,
  holdMinutes: number,
  passedOver = new Set<string>(),
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
          notInArray(order.id, [...passedOver]),
        ),
      )
      .orderBy(asc(order.createdAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return false;
    const outcome = await withdrawSettledOrder(tx, provider, row, 'expire');
    if (outcome === 'withdrawn')
      await queueMail(tx, orderExpiredMail(row, await findOrderLines(tx, row), holdMinutes));
    if (outcome === 'processing') passedOver.add(row.id);
    return true;
  });
}

/**
 * The rounds of the expiry job: each looks past the orders whose payment is still being processed
 * (asking the provider about them once a round), and the next asks about them again. Each such order
 * is logged once, not every round that it is still being processed.
 */
function expiryRounds(log: FastifyBaseLogger) {
  const passedOver = new Set<string>();
  let logged = new Set<string>();
  const endRound = () => {
    const fresh = [...passedOver].filter((id) => !logged.has(id));
    if (fresh.length)
      log.info(
        { orders: fresh },
        'overdue orders left for a later round: their payment is still being processed',
      );
    logged = new Set(passedOver);
    passedOver.clear();
  };
  return { passedOver, endRound };
}

/** Part of buildApp: every server releases every overdue order, then looks again after a while. */
export function runHoldExpiry(app: FastifyInstance) {
  const { config, database, payments } = app.deps;
  const rounds = expiryRounds(app.log);
  const step = async () => {
    const found = await expireNextOrder(database.db, payments, config.ORDER_HOLD_MINUTES, rounds.passedOver);
    if (!found) rounds.endRound();
    return found;
  };
  runWhileUp(app, () =>
    startBackgroundLoop({
      step,
      pollMs: config.ORDER_EXPIRY_POLL_MS,
      log: app.log,
      failure: 'releasing expired stock holds failed; trying again later',
    }),
  );
}

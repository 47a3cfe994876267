import { and, asc, eq, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { order } from '../../db/schema/index.ts';
import { runWhileUp, startBackgroundLoop } from '../../lib/background-loop.ts';
import { HttpError } from '../../lib/errors.ts';
import { remindNextOrder } from './remind-orders.ts';
import {
  finishNextStaleWithdrawal,
  unpaidAndKept,
  withdrawOrder,
  type WithdrawalContext,
} from './withdraw-order.ts';

/**
 * Gives each unpaid order without a stored deadline (placed before deadlines were stored, or by a
 * node of that release during a rolling restart) the one it was placed under: placed + the hold.
 */
async function giveMissingDeadlines(db: Db, holdMinutes: number) {
  await db
    .update(order)
    .set({ heldUntil: sql`${order.createdAt} + make_interval(mins => ${holdMinutes}::int)` })
    .where(and(eq(order.status, 'unpaid'), isNull(order.heldUntil)));
}

/**
 * Releases the unpaid order whose hold ran out first (its `held_until`, the deadline its customer was
 * shown and nothing else), if there is one: its payment is cancelled with the provider (a payment
 * that succeeded meanwhile makes it paid instead), then it is expired, every line's stock goes back
 * and its customer is told (`withdrawOrder`). Several servers may pick the same order: the row lock
 * puts them in turn and the second finds it no longer unpaid, so each order is released (and mailed)
 * once. An order whose payment is still being processed, or whose provider did not answer, stays as
 * it is and goes into `passedOver`, which later calls look past. Returns whether there was one.
 */
export async function expireNextOrder(
  context: WithdrawalContext,
  passedOver = new Set<string>(),
): Promise<boolean> {
  const { db, holdMinutes } = context;
  const takenByOthers = new Set<string>();
  await giveMissingDeadlines(db, holdMinutes);
  for (;;) {
    const [row] = await db
      .select({ id: order.id })
      .from(order)
      .where(
        and(
          unpaidAndKept,
          lt(order.heldUntil, sql`now()`),
          notInArray(order.id, [...passedOver, ...takenByOthers]),
        ),
      )
      .orderBy(asc(order.heldUntil))
      .limit(1);
    if (!row) return false;
    const outcome = await withdrawOrder(context, row.id, 'expire').catch((error: unknown) => {
      if (error instanceof HttpError && error.statusCode >= 502) return 'processing' as const;
      throw error;
    });
    // Another server released it (or it was paid) between the look and the lock: look again.
    if (outcome === 'not-unpaid') takenByOthers.add(row.id);
    else {
      if (outcome === 'processing') passedOver.add(row.id);
      return true;
    }
  }
}

/**
 * The rounds of the expiry job: each looks past the orders whose payment is still being processed or
 * whose provider did not answer (asking the provider about them once a round), and the next asks
 * about them again. Each such order is logged once, not every round that it is still waiting.
 */
function expiryRounds(log: FastifyBaseLogger) {
  const passedOver = new Set<string>();
  let logged = new Set<string>();
  const endRound = () => {
    const fresh = [...passedOver].filter((id) => !logged.has(id));
    if (fresh.length)
      log.info(
        { orders: fresh },
        'unpaid orders left for a later round: their payment is still being processed or the provider did not answer',
      );
    logged = new Set(passedOver);
    passedOver.clear();
  };
  return { passedOver, endRound };
}

/**
 * Part of buildApp: every server reminds the customers of unpaid orders close to their deadline
 * (unless ORDER_REMINDER_MINUTES is 0), releases every overdue order and finishes the withdrawals a
 * crash or a silent provider left pending, then looks again after a while.
 */
export function runHoldExpiry(app: FastifyInstance) {
  const { config, database, payments } = app.deps;
  const context: WithdrawalContext = {
    db: database.db,
    provider: payments,
    holdMinutes: config.ORDER_HOLD_MINUTES,
    seller: config,
  };
  const rounds = expiryRounds(app.log);
  const reminderMinutes = config.ORDER_REMINDER_MINUTES;
  const step = async () => {
    const found =
      (reminderMinutes > 0 && (await remindNextOrder(database.db, reminderMinutes))) ||
      (await expireNextOrder(context, rounds.passedOver)) ||
      (await finishNextStaleWithdrawal(context, rounds.passedOver).catch((error: unknown) => {
        if (error instanceof HttpError) return true;
        throw error;
      }));
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

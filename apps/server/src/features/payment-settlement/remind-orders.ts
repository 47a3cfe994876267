import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { order } from '../../db/schema/index.ts';
import { queueMail } from '../../lib/mail/queue-mail.ts';
import { orderReminderMail } from '../orders/index.ts';
import { unpaidAndKept } from './withdraw-order.ts';

const minutes = (count: number) => sql`make_interval(mins => ${count}::int)`;

/**
 * Writes the reminder of the unpaid order whose deadline comes first among those due one (within
 * `reminderMinutes` of it, not yet past it), if there is one; returns whether there was. The order is
 * marked reminded by the statement that picks it, in the transaction that queues the mail, and only if
 * it is still unpaid and unreminded once locked: two servers never write two, and a paid, cancelled or
 * expired order gets none. An order whose whole hold is shorter than the reminder's lead gets none
 * either: it would be reminded as it is placed, beside its order e-mail, which says the deadline.
 */
export async function remindNextOrder(db: Db, reminderMinutes: number): Promise<boolean> {
  const firstDue = (tx: Db) =>
    tx
      .select({ id: order.id })
      .from(order)
      .where(
        and(
          unpaidAndKept,
          isNull(order.remindedAt),
          // Deadlines between now and the reminder's lead ahead: a range of the deadline index.
          sql`${order.heldUntil} > now()`,
          sql`${order.heldUntil} <= now() + ${minutes(reminderMinutes)}`,
          sql`${order.heldUntil} - ${minutes(reminderMinutes)} > ${order.createdAt}`,
        ),
      )
      .orderBy(asc(order.heldUntil))
      .limit(1)
      .for('update', { skipLocked: true });
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(order)
      .set({ remindedAt: sql`now()` })
      .where(and(inArray(order.id, firstDue(tx)), eq(order.status, 'unpaid'), isNull(order.remindedAt)))
      .returning();
    if (!row?.heldUntil) return false;
    await queueMail(tx, orderReminderMail({ ...row, heldUntil: row.heldUntil }));
    return true;
  });
}

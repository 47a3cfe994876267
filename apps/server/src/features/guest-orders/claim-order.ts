import { and, eq, isNull, sql } from 'drizzle-orm';
import { guestCheckoutMessages, type SessionUser } from '@crankworks/contract';
import type { Db } from '../../db/client.ts';
import { order } from '../../db/schema/index.ts';
import { conflict, forbidden } from '../../lib/errors.ts';
import { sameEmail } from '../auth/index.ts';
import type { OrderRow } from '../orders/index.ts';

/**
 * A guest's order becomes the signed-in user's (decision 066): only when it is still of no account
 * and his account's e-mail is the order's, whatever its case; the caller has checked the order link.
 * An unpaid order leaves the guest's hold rather than take one of the account's (whose slot it may
 * share): it was placed within the e-mail's limit, and its deadline still runs.
 */
export async function claimOrder(db: Db, user: SessionUser, row: OrderRow): Promise<OrderRow> {
  if (row.userId === user.id) return row;
  if (row.userId !== null) throw conflict('This order already belongs to an account');
  if (!sameEmail(user.email, row.userEmail)) throw forbidden(guestCheckoutMessages.notYours);
  const [claimed] = await db
    .update(order)
    .set({ userId: user.id, holdSlot: null })
    .where(
      and(eq(order.id, row.id), isNull(order.userId), sql`lower(${order.userEmail}) = lower(${user.email})`),
    )
    .returning();
  if (!claimed) throw conflict('This order already belongs to an account');
  return claimed;
}

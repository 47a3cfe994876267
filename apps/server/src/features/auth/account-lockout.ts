import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { signInFailure } from '../../db/schema/index.ts';

/** Failed sign-ins one account may have within the window before it is locked until the window ends. */
export const ACCOUNT_LOCKOUT = { maxFailures: 10, windowMinutes: 15 };

const window = sql.raw(`interval '${ACCOUNT_LOCKOUT.windowMinutes} minutes'`);

/** Minutes until the account may try again, or 0 when it is not locked. */
export async function lockedMinutes(db: Db, email: string): Promise<number> {
  const [row] = await db
    .select({
      failures: signInFailure.failures,
      minutesLeft: sql<number>`ceil(extract(epoch from (${signInFailure.windowStartedAt} + ${window} - now())) / 60)::int`,
    })
    .from(signInFailure)
    .where(eq(signInFailure.email, email));
  if (!row || row.failures < ACCOUNT_LOCKOUT.maxFailures || row.minutesLeft <= 0) return 0;
  return row.minutesLeft;
}

/** Counts a failed sign-in; the count starts over once a window has passed since its first failure. */
export async function recordFailedSignIn(db: Db, email: string): Promise<void> {
  const expired = sql`${signInFailure.windowStartedAt} < now() - ${window}`;
  await db
    .insert(signInFailure)
    .values({ email, failures: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: signInFailure.email,
      set: {
        failures: sql`case when ${expired} then 1 else ${signInFailure.failures} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${signInFailure.windowStartedAt} end`,
      },
    });
}

/** A successful sign-in forgets the failures before it. */
export async function clearFailedSignIns(db: Db, email: string): Promise<void> {
  await db.delete(signInFailure).where(eq(signInFailure.email, email));
}

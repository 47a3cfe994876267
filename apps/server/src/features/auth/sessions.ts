import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { AccountSession } from '@crankworks/contract';
import type { Db } from '../../db/client.ts';
import { session } from '../../db/schema/index.ts';
import { deviceName } from './device-name.ts';

const live = (userId: string) => and(eq(session.userId, userId), gt(session.expiresAt, sql`now()`));

/**
 * The account's live sessions for My Profile, the caller's own first, then the most recently used.
 * Each is named by its row id: its token, a bearer credential, never leaves the server.
 */
export async function listSessions(db: Db, userId: string, currentToken: string): Promise<AccountSession[]> {
  const current = sql<boolean>`${session.token} = ${currentToken}`;
  const rows = await db
    .select({
      id: session.id,
      userAgent: session.userAgent,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
      current,
    })
    .from(session)
    .where(live(userId))
    .orderBy(desc(current), desc(session.updatedAt), session.id);
  return rows.map((row) => ({
    _id: row.id,
    device: deviceName(row.userAgent),
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.updatedAt.toISOString(),
    current: row.current,
  }));
}

/** Ends one session of the account by its id; false when the account has no such session. */
export async function endSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const ended = await db
    .delete(session)
    .where(and(eq(session.id, sessionId), eq(session.userId, userId)))
    .returning({ id: session.id });
  return ended.length > 0;
}

/** Ends every session of the account but the caller's own; how many ended. */
export async function endOtherSessions(db: Db, userId: string, currentToken: string): Promise<number> {
  const ended = await db
    .delete(session)
    .where(and(eq(session.userId, userId), ne(session.token, currentToken)))
    .returning({ id: session.id });
  return ended.length;
}

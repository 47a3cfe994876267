import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { idempotentRequest } from '../../db/schema/index.ts';

/** One user's key for one request: the request is known by its fingerprint. */
export interface KeyClaim {
  userId: string;
  key: string;
  fingerprint: string;
}

/** What is kept under a key: the request's fingerprint, and its answer once it has one. */
export type KeptRequest = Pick<
  typeof idempotentRequest.$inferSelect,
  'fingerprint' | 'statusCode' | 'responseBody'
>;

const table = idempotentRequest;
const expired = sql`${table.createdAt} < now() - interval '24 hours'`;
/**
 * A claim no answer followed for this long was left by a process that died: a retry may take it.
 * Far longer than any request runs (statements stop after 15 s, a card provider's call sooner).
 */
const abandoned = sql`${table.statusCode} is null and ${table.createdAt} < now() - interval '5 minutes'`;
const ofClaim = (claim: KeyClaim) => and(eq(table.userId, claim.userId), eq(table.key, claim.key));

/**
 * Claims the key for this request, in one statement that only one of several requests at once wins:
 * a new key, one older than a day (then forgotten) or an abandoned claim. Answers whether it won.
 */
export async function claimKey(db: Db, claim: KeyClaim): Promise<boolean> {
  const won = await db
    .insert(table)
    .values(claim)
    .onConflictDoUpdate({
      target: [table.userId, table.key],
      set: { fingerprint: claim.fingerprint, statusCode: null, responseBody: null, createdAt: sql`now()` },
      setWhere: sql`${expired} or (${abandoned})`,
    })
    .returning({ key: table.key });
  return won.length > 0;
}

export async function findKey(db: Db, claim: KeyClaim): Promise<KeptRequest | undefined> {
  const [kept] = await db
    .select({
      fingerprint: table.fingerprint,
      statusCode: table.statusCode,
      responseBody: table.responseBody,
    })
    .from(table)
    .where(ofClaim(claim));
  return kept;
}

/** Keeps the answer the claimed request got, for the same request sent again. */
export async function keepAnswer(db: Db, claim: KeyClaim, statusCode: number, responseBody: string) {
  await db
    .update(table)
    .set({ statusCode, responseBody })
    .where(and(ofClaim(claim), isNull(table.statusCode)));
}

/** Gives the key up (the request failed on our side): the same request sent again may run. */
export async function releaseKey(db: Db, claim: KeyClaim) {
  await db.delete(table).where(and(ofClaim(claim), isNull(table.statusCode)));
}

const CLEANUP_BATCH = 1000;

/** Deletes a batch of keys older than a day; answers whether there may be more. */
export async function deleteExpiredKeys(db: Db): Promise<boolean> {
  const deleted = await db
    .delete(table)
    .where(
      sql`(${table.userId}, ${table.key}) in (select ${table.userId}, ${table.key} from ${table} where ${expired} limit ${CLEANUP_BATCH})`,
    )
    .returning({ key: table.key });
  return deleted.length === CLEANUP_BATCH;
}

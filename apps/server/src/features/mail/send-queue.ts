import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';

export type OutboxRow = typeof outbox.$inferSelect;

/**
 * How long a sender's claim on a message lasts: longer than one SMTP attempt can take (see
 * `createMailer`), so no other sender takes a message that is still being sent. Should a sender die
 * mid-send, the message goes out again once the claim runs out: delivery is at least once.
 */
export const CLAIM_SECONDS = 120;
/** After this many failed attempts a message is given up; it stays in the outbox with its error. */
export const MAX_ATTEMPTS = 10;
const LONGEST_WAIT_MS = 60 * 60 * 1000;

/**
 * Takes the oldest message that is due, for this sender alone. `SKIP LOCKED` lets two servers claim
 * at the same moment without waiting for or taking each other's message, and the claim moves
 * `next_attempt_at` past the claim time before the row lock is released, so nobody else sees it as
 * due while it is being sent. No transaction stays open during the send.
 */
export async function claimNextMail(db: Db): Promise<OutboxRow | undefined> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(isNotNull(outbox.nextAttemptAt), lte(outbox.nextAttemptAt, sql`now()`)))
    .orderBy(outbox.nextAttemptAt)
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(outbox)
    .set({
      attempts: sql`${outbox.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`,
    })
    .where(inArray(outbox.id, due))
    .returning();
  return claimed;
}

/** Mails whose link signs its holder in or sets a password: once delivered, only the recipient needs it. */
const SIGN_IN_LINK_KINDS = new Set<OutboxRow['kind']>(['password-reset', 'email-verification']);
const WITHHELD = 'Sent. Its single-use link is kept only in the recipient’s mailbox.';

/**
 * Marks a message sent. A sent sign-in link is blanked here, so that reading the outbox never lets
 * an admin reset a customer's password (without a mail server the outbox is the only copy and keeps it).
 */
export async function recordSent(db: Db, row: OutboxRow) {
  const withheld = SIGN_IN_LINK_KINDS.has(row.kind)
    ? {
        textBody: WITHHELD,
        htmlBody: `<!doctype html><html lang="en"><body><p>${WITHHELD}</p></body></html>`,
      }
    : {};
  await db
    .update(outbox)
    .set({ sentAt: sql`now()`, nextAttemptAt: null, lastError: null, ...withheld })
    .where(eq(outbox.id, row.id));
}

/** The wait before the next attempt: doubling from `baseMs` after each failure, at most an hour. */
export const retryDelayMs = (attempts: number, baseMs: number) =>
  Math.min(baseMs * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);

export async function recordFailure(db: Db, row: OutboxRow, error: string, retryBaseMs: number) {
  const givenUp = row.attempts >= MAX_ATTEMPTS;
  await db
    .update(outbox)
    .set({
      lastError: error.slice(0, 500),
      nextAttemptAt: givenUp
        ? null
        : sql`now() + make_interval(secs => ${retryDelayMs(row.attempts, retryBaseMs) / 1000})`,
    })
    .where(eq(outbox.id, row.id));
}

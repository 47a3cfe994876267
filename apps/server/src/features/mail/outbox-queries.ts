import { eq } from 'drizzle-orm';
import type {
  MailState,
  OutboxMail,
  OutboxMailSummary,
  OutboxPage,
  OutboxSortColumn,
  OutboxTableQuery,
} from '@crankworks/contract';
import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { caseless } from '../../lib/sort.ts';
import { tablePage, type AdminTable } from '../../lib/table-page.ts';
import type { OutboxRow } from './send-queue.ts';
import { withShopUrl } from '../../lib/mail/shop-links.ts';

/** `delivering`: a mail server is configured, so an unsent message is on its way rather than kept. */
export function mailState(row: OutboxRow, delivering: boolean): MailState {
  if (row.sentAt) return 'sent';
  if (row.lastError) return 'failed';
  return delivering ? 'waiting' : 'kept';
}

const toSummary = (row: OutboxRow, delivering: boolean): OutboxMailSummary => ({
  _id: row.id,
  kind: row.kind,
  recipient: row.recipient,
  subject: row.subject,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  attempts: row.attempts,
  lastError: row.lastError,
  nextAttemptAt: row.sentAt ? null : (row.nextAttemptAt?.toISOString() ?? null),
  state: mailState(row, delivering),
});

const outboxTable: AdminTable<typeof outbox, OutboxSortColumn> = {
  table: outbox,
  id: outbox.id,
  searchIn: [outbox.recipient, outbox.subject],
  searchGramIndexed: false,
  sortKeys: {
    createdAt: [outbox.createdAt],
    recipient: [caseless(outbox.recipient)],
  },
};

export async function listOutbox(db: Db, query: OutboxTableQuery, delivering: boolean): Promise<OutboxPage> {
  return tablePage(db, outboxTable, query, (row) => toSummary(row, delivering));
}

/** One message as sent (or as it would be): links on the shop's public address. */
export async function readOutboxMail(
  db: Db,
  id: string,
  { delivering, publicUrl }: { delivering: boolean; publicUrl: string },
): Promise<OutboxMail> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  if (!row) throw notFound('No e-mail with that id');
  return {
    ...toSummary(row, delivering),
    textBody: withShopUrl(row.textBody, publicUrl),
    htmlBody: withShopUrl(row.htmlBody, publicUrl),
  };
}

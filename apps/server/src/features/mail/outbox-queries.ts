import { eq, sql } from 'drizzle-orm';
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
import { filledMail, filledSubject, SHOP_NAME, type ShopDetails } from '../../lib/mail/shop-links.ts';

/** `delivering`: a mail server is configured, so an unsent message is on its way rather than kept. */
export function mailState(row: OutboxRow, delivering: boolean): MailState {
  if (row.sentAt) return 'sent';
  if (row.lastError) return 'failed';
  return delivering ? 'waiting' : 'kept';
}

const toSummary = (row: OutboxRow, delivering: boolean, shop: ShopDetails): OutboxMailSummary => ({
  _id: row.id,
  kind: row.kind,
  recipient: row.recipient,
  subject: filledSubject(row.subject, shop),
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  attempts: row.attempts,
  lastError: row.lastError,
  nextAttemptAt: row.sentAt ? null : (row.nextAttemptAt?.toISOString() ?? null),
  state: mailState(row, delivering),
});

/** The outbox as its page lists it: a search finds a subject as it is shown, the shop's name in it. */
const outboxTable = (shop: ShopDetails): AdminTable<typeof outbox, OutboxSortColumn> => ({
  table: outbox,
  id: outbox.id,
  searchIn: [outbox.recipient, sql`replace(${outbox.subject}, ${SHOP_NAME}, ${shop.name})`],
  searchGramIndexed: false,
  sortKeys: {
    createdAt: [outbox.createdAt],
    recipient: [caseless(outbox.recipient)],
  },
});

export async function listOutbox(
  db: Db,
  query: OutboxTableQuery,
  { delivering, shop }: { delivering: boolean; shop: ShopDetails },
): Promise<OutboxPage> {
  return tablePage(db, outboxTable(shop), query, (row) => toSummary(row, delivering, shop));
}

/** One message as sent (or as it would be): links on the shop's public address, its name in place. */
export async function readOutboxMail(
  db: Db,
  id: string,
  { delivering, shop }: { delivering: boolean; shop: ShopDetails },
): Promise<OutboxMail> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  if (!row) throw notFound('No e-mail with that id');
  const mail = filledMail(row, shop);
  return { ...toSummary(row, delivering, shop), textBody: mail.textBody, htmlBody: mail.htmlBody };
}

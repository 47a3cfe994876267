import { ilike, or, sql, type SQLWrapper } from 'drizzle-orm';
import type {
  ContactMessage,
  ContactMessagePage,
  ContactMessageSortColumn,
  ContactMessageTableQuery,
} from '@crankworks/contract';
import type { Db } from '../../db/client.ts';
import { contactMessage } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/search.ts';
import { tablePage } from '../../lib/table-page.ts';
import { caseless } from '../../lib/sort.ts';

type ContactMessageRow = typeof contactMessage.$inferSelect;

const toContactMessageDto = (row: ContactMessageRow): ContactMessage => ({
  _id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
});

function matching(search: string | undefined) {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(sql`${contactMessage.firstName} || ' ' || ${contactMessage.lastName}`, pattern),
    ilike(contactMessage.email, pattern),
    ilike(contactMessage.message, pattern),
  );
}

const sortKeys: Record<ContactMessageSortColumn, SQLWrapper[]> = {
  createdAt: [contactMessage.createdAt],
  email: [caseless(contactMessage.email)],
};

/** The admin inbox: one numbered page in the chosen order, optionally narrowed by sender name, e-mail or text. */
export async function listContactMessages(
  db: Db,
  query: ContactMessageTableQuery,
): Promise<ContactMessagePage> {
  return tablePage(db, {
    table: contactMessage,
    id: contactMessage.id,
    where: matching(query.search),
    sortKeys: sortKeys[query.sort],
    query,
    toItem: toContactMessageDto,
  });
}

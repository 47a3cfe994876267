import { sql } from 'drizzle-orm';
import type {
  ContactMessage,
  ContactMessagePage,
  ContactMessageSortColumn,
  ContactMessageTableQuery,
} from '@crankworks/contract';
import type { Db } from '../../db/client.ts';
import { contactMessage } from '../../db/schema/index.ts';
import { caseless } from '../../lib/sort.ts';
import { tablePage, type AdminTable } from '../../lib/table-page.ts';

type ContactMessageRow = typeof contactMessage.$inferSelect;

const toContactMessageDto = (row: ContactMessageRow): ContactMessage => ({
  _id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
});

const inbox: AdminTable<typeof contactMessage, ContactMessageSortColumn> = {
  table: contactMessage,
  id: contactMessage.id,
  searchIn: [
    sql`${contactMessage.firstName} || ' ' || ${contactMessage.lastName}`,
    contactMessage.email,
    contactMessage.message,
  ],
  searchGramIndexed: true,
  sortKeys: {
    createdAt: [contactMessage.createdAt],
    email: [caseless(contactMessage.email)],
  },
};

/** The admin inbox: one numbered page in the chosen order, optionally narrowed by sender name, e-mail or text. */
export async function listContactMessages(
  db: Db,
  query: ContactMessageTableQuery,
): Promise<ContactMessagePage> {
  return tablePage(db, inbox, query, toContactMessageDto);
}

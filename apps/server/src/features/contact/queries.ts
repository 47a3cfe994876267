import { count, ilike, or, sql, type SQLWrapper } from 'drizzle-orm';
import type {
  ContactMessage,
  ContactMessagePage,
  ContactMessageSortColumn,
  ContactMessageTableQuery,
} from '@crankworks/contract';
import type { Db } from '../../db/client.ts';
import { contactMessage } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/search.ts';
import { caseless, orderByChoice } from '../../lib/sort.ts';

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
  const where = matching(query.search);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(contactMessage)
      .where(where)
      .orderBy(...orderByChoice(query.dir, sortKeys[query.sort], contactMessage.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(contactMessage).where(where),
  ]);
  return {
    items: rows.map(toContactMessageDto),
    total: totals?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

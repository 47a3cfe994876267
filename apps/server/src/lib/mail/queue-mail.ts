import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';
import type { Mail } from './compose-mail.ts';

/**
 * Writes a message to the outbox. Call it with the transaction of the action that causes the mail:
 * the mail exists exactly when the action happened. Delivery happens later, in the background.
 */
export async function queueMail(db: Db, mail: Mail): Promise<void> {
  await db.insert(outbox).values(mail);
}

/**
 * The outbox insert as the last part of a bigger statement: one e-mail for each row `source` (a
 * common table expression's name) yields, so the e-mail exists exactly when that row was written.
 * A prepared statement passes placeholders for the mail's fields.
 */
export const queueMailFrom = (source: SQL, mail: { [Field in keyof Mail]: Mail[Field] | Placeholder }) => sql`
  insert into ${outbox} (kind, recipient, subject, text_body, html_body)
  select ${mail.kind}, ${mail.recipient}, ${mail.subject}, ${mail.textBody}, ${mail.htmlBody} from ${source}`;

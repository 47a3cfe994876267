import { sql, type SQL } from 'drizzle-orm';
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
 * The outbox insert as the last part of a prepared statement: one e-mail for each row `source` (a
 * common table expression's name) yields, so the e-mail exists exactly when that row was written.
 * Its fields are placeholders, filled with `mailValues(mail)`.
 */
export const queueMailFrom = (source: SQL) => sql`
  insert into ${outbox} (kind, recipient, subject, text_body, html_body)
  select ${sql.placeholder('mailKind')}, ${sql.placeholder('mailRecipient')}, ${sql.placeholder('mailSubject')},
         ${sql.placeholder('mailText')}, ${sql.placeholder('mailHtml')}
  from ${source}`;

/** A message as the values of `queueMailFrom`'s placeholders. */
export const mailValues = (mail: Mail) => ({
  mailKind: mail.kind,
  mailRecipient: mail.recipient,
  mailSubject: mail.subject,
  mailText: mail.textBody,
  mailHtml: mail.htmlBody,
});

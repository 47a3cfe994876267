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

import { emailSchema } from '@crankworks/contract';
import type { Db } from '../../db/client.ts';
import { makeAdmin } from './queries.ts';

export interface CommandResult {
  exitCode: number;
  message: string;
}

/** `npm run admin -- <email>`: makes an existing user an admin; the first admin comes this way. */
export async function makeAdminCommand(db: Db, args: string[]): Promise<CommandResult> {
  const parsed = emailSchema.safeParse(args[0] ?? '');
  if (args.length !== 1 || !parsed.success) {
    return { exitCode: 2, message: 'Usage: npm run admin -- <email of an existing user>' };
  }
  const email = parsed.data;
  const modified = await makeAdmin(db, email);
  if (modified === undefined)
    return { exitCode: 1, message: `No user with the e-mail ${email}. Register first, then run this again.` };
  return { exitCode: 0, message: modified ? `${email} is now an admin.` : `${email} already is an admin.` };
}

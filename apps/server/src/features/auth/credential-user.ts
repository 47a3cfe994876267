import type { Role } from '@crankworks/contract';
import type { Db } from '../../db/client.ts';
import { account, user } from '../../db/schema/index.ts';

export interface CredentialUser {
  name: string;
  email: string;
  role: Role;
  emailVerified?: boolean;
}

/**
 * Stores a user with an e-mail/password login exactly as better-auth's sign-up would: the user, and a
 * "credential" account holding the password's hash (`hashPassword` of better-auth/crypto). Answers
 * the user's id.
 */
export async function storeCredentialUser(db: Db, who: CredentialUser, passwordHash: string) {
  const [created] = await db.insert(user).values(who).returning({ id: user.id });
  if (!created) throw new Error('insert returned no row');
  await db.insert(account).values({
    userId: created.id,
    accountId: created.id,
    providerId: 'credential',
    password: passwordHash,
  });
  return created.id;
}

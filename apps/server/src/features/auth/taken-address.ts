import { randomUUID } from 'node:crypto';
import { createAuthMiddleware, isAPIError } from 'better-auth/api';
import { buildSyntheticUserOutput, parseUserOutput } from 'better-auth/db';
import type { Db } from '../../db/client.ts';
import { queueMail } from '../../lib/mail/queue-mail.ts';
import { signUpAttemptMail } from './account-mails.ts';

/** better-auth's refusal of a sign-up for an address that has an account. */
const ADDRESS_TAKEN = 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL';

type NewUser = Parameters<typeof parseUserOutput>[1];

interface SignUpBody {
  name: string;
  email: string;
  password: string;
  image?: string | null;
}

/**
 * better-auth after-hook: a sign-up for an address that has an account is answered as a new one is
 * (200, the same fields, only no session), and the address's owner is mailed instead, so the answer
 * tells nobody whether an address is a customer's. better-auth does so itself only when sign-up never
 * signs in, and the shop's does; so its refusal, which comes once every check of the input has passed
 * as for a new address, is replaced here. The password is hashed as a new account's is, so the answer
 * takes about as long.
 */
export const signUpOfTakenAddress = (db: Db) =>
  createAuthMiddleware(async (ctx) => {
    if (ctx.path !== '/sign-up/email') return;
    const refusal = ctx.context.returned;
    if (!isAPIError(refusal) || refusal.body?.code !== ADDRESS_TAKEN) return;
    const { name, email, password, image } = ctx.body as SignUpBody;
    await ctx.context.password.hash(password);
    const owner = await ctx.context.internalAdapter.findUserByEmail(email.toLowerCase());
    if (owner) await queueMail(db, signUpAttemptMail(owner.user));
    const now = new Date();
    const { options } = ctx.context;
    // With the defaults of every field a new user gets (the admin plugin's role…), as better-auth builds it.
    const user = buildSyntheticUserOutput(options, {
      id: randomUUID(),
      name,
      email: email.toLowerCase(),
      emailVerified: false,
      image: image ?? null,
      createdAt: now,
      updatedAt: now,
    });
    // A Response of its own: better-auth would otherwise send this body with the refusal's status.
    return Response.json({ token: null, user: parseUserOutput(options, user as NewUser) });
  });

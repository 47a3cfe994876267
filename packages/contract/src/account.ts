import { z } from 'zod';
import { newPasswordSchema } from './auth.ts';
import { idSchema } from './common.ts';

/** My Profile's Change password: the current password, then the new one twice. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, { error: 'is required' }),
    newPassword: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    error: 'must be the same as the new password',
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/**
 * One signed-in session of the account, as My Profile lists it. Never its token: a token is a
 * bearer credential, so the list names each session by an id that proves nothing.
 */
export const accountSessionSchema = z.object({
  _id: idSchema,
  /** The browser and system its user agent names ("Firefox on Windows"). */
  device: z.string(),
  createdAt: z.iso.datetime(),
  /** When the session was last renewed: better-auth renews a session in use once a day. */
  lastSeenAt: z.iso.datetime(),
  /** The session of the request that asked. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** `GET /api/sessions`: the account's live sessions, this one first, then the most recent. */
export const accountSessionsSchema = z.object({ sessions: z.array(accountSessionSchema) });
export type AccountSessions = z.infer<typeof accountSessionsSchema>;

/** What My Profile tells about the account's password, sessions and deletion. */
export const accountMessages = {
  passwordChanged: 'Your password is changed. Every other session of your account has ended.',
  sessionEnded: 'That session is signed out.',
  otherSessionsEnded: (count: number) =>
    count === 0
      ? 'No other session was signed in.'
      : `Signed out ${count} other session${count === 1 ? '' : 's'}.`,
  noSuchSession: 'No such session of your account: it may have ended already',
  accountDeleted:
    'Your account is deleted and you are signed out. Orders you paid for stay on record with the shop.',
  /** An admin is made a customer by another admin first: the shop never loses its last admin this way. */
  adminCannotDelete: 'You cannot delete your own account',
} as const;

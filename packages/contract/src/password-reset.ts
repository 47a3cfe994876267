import { z } from 'zod';
import { newPasswordSchema } from './auth.ts';
import { emailSchema } from './users.ts';

/** /forgot-password: the address to send the link to. */
export const forgotPasswordFormSchema = z.object({ email: emailSchema });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;

/** /reset-password: the new password, twice. */
export const resetPasswordFormSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    error: 'must be the same as the new password',
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

export const passwordResetMessages = {
  /** The same answer whether or not the address has an account: the page reveals nobody's. */
  linkRequested:
    'If an account uses this address, it gets an e-mail with a link to choose a new password. The link works once, for one hour.',
  passwordChanged:
    'Your password is changed, and every session of your account has ended. Log in with it now.',
  linkInvalid: 'This link has expired or was already used. Ask for a new one.',
} as const;

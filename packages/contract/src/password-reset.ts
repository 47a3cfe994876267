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

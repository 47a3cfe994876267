import type { ForgotPasswordForm } from '@crankworks/contract';
import { api } from '../../../lib/api-client.ts';

/** better-auth answers the same whether or not the address has an account; the link comes by e-mail. */
export const requestPasswordReset = ({ email }: ForgotPasswordForm) =>
  api<unknown>('/auth/request-password-reset', { method: 'POST', body: { email } });

/** Sets the new password with the e-mail's token; better-auth then ends every session of the account. */
export const resetPassword = (body: { token: string; newPassword: string }) =>
  api<unknown>('/auth/reset-password', { method: 'POST', body });

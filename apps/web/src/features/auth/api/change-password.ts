import type { ChangePasswordForm } from '@crankworks/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { fetchAccessToken, hasStoredAccessToken } from './access-token.ts';
import { userKeys } from './user-keys.ts';

/**
 * Changes the signed-in user's password. The server signs out every other session of the account
 * (whatever is asked) and gives this browser a new session.
 */
export const changePassword = ({ currentPassword, newPassword }: ChangePasswordForm) =>
  api<unknown>('/auth/change-password', {
    method: 'POST',
    body: { currentPassword, newPassword, revokeOtherSessions: true },
  });

export function useChangePassword(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: async () => {
      // The tab's access token was the ended session's: API clients get the new session's.
      if (hasStoredAccessToken()) await fetchAccessToken(email).catch(() => undefined);
      await queryClient.invalidateQueries({ queryKey: userKeys.sessions() });
    },
  });
}

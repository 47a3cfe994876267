import type { Modified } from '@crankworks/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { authKeys, userKeys } from '../../../auth/index.ts';

/** Makes an admin a customer again; the server refuses oneself and the last admin (409). */
export const revokeAdmin = (email: string) =>
  api<Modified>(`/user/admin/${encodeURIComponent(email)}`, { method: 'DELETE' });

export function useRevokeAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeAdmin,
    onSuccess: (_answer, email) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: authKeys.adminCheck(email) }),
      ]),
  });
}

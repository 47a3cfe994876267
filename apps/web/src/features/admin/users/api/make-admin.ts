import type { Modified } from '@crankworks/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { authKeys, userKeys } from '../../../auth/index.ts';

export const makeAdmin = (email: string) =>
  api<Modified>(`/user/admin/${encodeURIComponent(email)}`, { method: 'PUT' });

export function useMakeAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeAdmin,
    onSuccess: (_answer, email) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: authKeys.adminCheck(email) }),
      ]),
  });
}

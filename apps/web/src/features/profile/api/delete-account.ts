import { accountMessages, type Deleted } from '@crankworks/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useSignOut } from '../../auth/index.ts';

/**
 * Deletes one's own account: the server ends its sessions, and the app signs out as Logout does and
 * says so. Told here, not by the page: the page is gone by then.
 */
export const deleteAccount = (email: string) =>
  api<Deleted>(`/user/${encodeURIComponent(email)}`, { method: 'DELETE' });

export function useDeleteAccount() {
  const signOut = useSignOut();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      toast.success(accountMessages.accountDeleted);
      await signOut();
    },
  });
}

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
    // Home before the mutation settles: what settling refreshes would otherwise find the session
    // gone while the guarded profile is still on screen, and send the visitor to /login instead.
    mutationFn: async (email: string) => {
      const deleted = await deleteAccount(email);
      await signOut();
      return deleted;
    },
    onSuccess: () => toast.success(accountMessages.accountDeleted),
  });
}

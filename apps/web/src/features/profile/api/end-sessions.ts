import type { Deleted } from '@crankworks/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { userKeys } from '../../auth/index.ts';

/** Signs out one session of the account, by the id the session list gave it. */
export const endSession = (id: string) => api<Deleted>(`/sessions/${id}`, { method: 'DELETE' });

/** Signs out every session of the account but this browser's. */
export const endOtherSessions = () => api<Deleted>('/sessions/others', { method: 'DELETE' });

function useSessionsChange<Input>(change: (input: Input) => Promise<Deleted>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.sessions() }),
  });
}

export const useEndSession = () => useSessionsChange(endSession);
export const useEndOtherSessions = () => useSessionsChange<void>(endOtherSessions);

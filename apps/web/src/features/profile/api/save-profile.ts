import type { ProfileForm, UserProfile } from '@crankworks/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { authKeys, userKeys } from '../../auth/index.ts';

/** Saves one's own profile (the server refuses anyone else's); answers with the saved profile. */
export const saveProfile = (profile: ProfileForm) =>
  api<UserProfile>(`/user/${encodeURIComponent(profile.email)}`, { method: 'PUT', body: profile });

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: (saved) =>
      Promise.all([
        queryClient.setQueryData(userKeys.profile(saved.email), saved),
        // The username is the account's name: the session and the users table show it too.
        queryClient.invalidateQueries({ queryKey: authKeys.session() }),
        queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
      ]),
  });
}

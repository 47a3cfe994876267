import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api-client.ts';
import { clearAccessToken } from './access-token.ts';
import { authKeys } from './auth-keys.ts';

/**
 * Logout (docs/product.md): ends the session on the server, forgets the access token, goes home and
 * drops every cached answer that belonged to the user, so the next person in this tab sees none.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    // Home first, before the session ends: a guarded page still on screen would otherwise see the
    // session vanish (any refetch of it) and send the visitor to /login instead.
    await navigate('/', { replace: true });
    // A session that is already gone (the reason for an auth failure) is no reason to stay signed in here.
    await api('/auth/sign-out', { method: 'POST', body: {} }).catch(() => undefined);
    clearAccessToken();
    queryClient.setQueryData(authKeys.session(), null);
    await queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
    queryClient.removeQueries({ queryKey: authKeys.adminChecks() });
  }, [queryClient, navigate]);
}

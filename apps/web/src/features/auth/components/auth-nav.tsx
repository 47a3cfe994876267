import { useEffect } from 'react';
import { onAuthFailure } from '../../../lib/api-client.ts';
import {
  clearAccessToken,
  fetchAccessToken,
  hasStoredAccessToken,
  readAccessToken,
} from '../api/access-token.ts';
import { useSession } from '../api/get-session.ts';
import { useSignOut } from '../api/sign-out.ts';

export interface AuthNavLink {
  to: string;
  label: string;
  end?: boolean;
}

/** Dashboard (and the Logout button) when signed in; Login otherwise, also while unknown. */
export function useAuthNavLinks(): AuthNavLink[] {
  const { user } = useSession();
  return user ? [{ to: '/dashboard', label: 'Dashboard' }] : [{ to: '/login', label: 'Login' }];
}

export function LogoutNavItem() {
  const { user } = useSession();
  const signOut = useSignOut();
  if (!user) return null;
  return (
    <li>
      <button type="button" onClick={() => void signOut()}>
        Logout
      </button>
    </li>
  );
}

/**
 * Keeps the session's side effects in one place, mounted once with the nav bar:
 * - a session without its access token (after Google's redirect, a reload in a new tab) fetches it;
 * - a session that ended drops the token;
 * - a call that opted in with `signOutOnAuthFailure` and got 401/403 signs out and goes home.
 */
export function useAuthSessionEffects() {
  const { user } = useSession();
  const signOut = useSignOut();

  useEffect(() => onAuthFailure(() => void signOut()), [signOut]);

  useEffect(() => {
    if (user === null && hasStoredAccessToken()) clearAccessToken();
    if (user && !readAccessToken(user.email)) void fetchAccessToken(user.email).catch(() => undefined);
  }, [user]);
}

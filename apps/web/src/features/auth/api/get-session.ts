import type { Role, SessionUser } from '@crankworks/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { authKeys } from './auth-keys.ts';

/** better-auth's answer: null for a visitor; its user carries more fields than these. */
interface SessionAnswer {
  user: { id: string; email: string; name: string; role?: string | null };
}

// Checked by hand rather than with a zod schema: this runs on every page, inside the home page's script budget.
const isSessionAnswer = (value: unknown): value is SessionAnswer => {
  const user = (value as Partial<SessionAnswer> | null)?.user;
  return typeof user?.id === 'string' && typeof user.email === 'string' && typeof user.name === 'string';
};

export async function getSession(signal?: AbortSignal): Promise<SessionUser | null> {
  const answer = await api<unknown>('/auth/get-session', { signal });
  if (!isSessionAnswer(answer)) return null;
  const { id, email, name, role } = answer.user;
  return { id, email, name, role: (role === 'admin' ? 'admin' : 'user') satisfies Role };
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.session(),
    queryFn: ({ signal }) => getSession(signal),
    staleTime: 60_000,
  });

/**
 * Who is signed in: `user` is null for a visitor and undefined while the first check runs
 * (`isPending`). Any component may call it; one request serves them all.
 */
export function useSession() {
  const { data, isPending, isError, error, refetch } = useQuery(sessionQueryOptions());
  return { user: data, isPending, isError, error, refetch };
}

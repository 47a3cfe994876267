/**
 * Where to go after signing in: the page the visitor first asked for, given as `?from=`.
 * Only a path on this site is accepted, so a crafted link cannot send someone elsewhere.
 */
export function safeReturnPath(from: string | null | undefined): string {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return '/';
  if (from === '/login' || from.startsWith('/login?')) return '/';
  return from;
}

/** The login page's address that brings the visitor back to `path` afterwards. */
export const loginPathFor = (path: string) => `/login?${new URLSearchParams({ from: path })}`;

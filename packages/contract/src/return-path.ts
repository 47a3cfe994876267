const THIS_SITE = 'http://this-site.invalid';

/**
 * The path as a browser resolves it: dot segments collapse (`/.//evil.example` becomes
 * `//evil.example`), so it is judged only in this form. Null when it leads to another origin.
 */
function resolvedPath(from: string): string | null {
  let url: URL;
  try {
    url = new URL(from, THIS_SITE);
  } catch {
    return null;
  }
  if (url.origin !== THIS_SITE) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where to go after signing in: the page the visitor first asked for, given as `?from=`.
 * Only a path on this site is accepted, so a crafted link cannot send someone elsewhere.
 */
export function safeReturnPath(from: string | null | undefined): string {
  const path = from?.startsWith('/') ? resolvedPath(from) : null;
  // Resolved, a backslash is a slash already.
  if (!path || path.startsWith('//')) return '/';
  if (path === '/login' || path.startsWith('/login?')) return '/';
  return path;
}

/** The login page's address that brings the visitor back to `path` afterwards. */
export const loginPathFor = (path: string) => `/login?${new URLSearchParams({ from: path })}`;

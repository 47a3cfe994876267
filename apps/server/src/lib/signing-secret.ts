/** Signs session cookies and order links in development and tests only; public, so worthless anywhere else. */
export const DEVELOPMENT_SECRET = 'crankworks-development-only-secret-never-use-in-production';

/**
 * The server's one signing key, BETTER_AUTH_SECRET, or the development key where it is unset (a
 * production server refuses to start without it: features/auth/secret.ts).
 */
export const signingSecret = (config: { BETTER_AUTH_SECRET?: string | undefined }) =>
  config.BETTER_AUTH_SECRET || DEVELOPMENT_SECRET;

/** Query keys of signing in: the session, the sign-in options and the admin check of an e-mail. */
export const authKeys = {
  all: ['auth'] as const,
  session: () => [...authKeys.all, 'session'] as const,
  config: () => [...authKeys.all, 'config'] as const,
  adminChecks: () => [...authKeys.all, 'admin'] as const,
  adminCheck: (email: string) => [...authKeys.adminChecks(), email] as const,
};
